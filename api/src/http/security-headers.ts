import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer (issue 9 point 5):
 * - `X-Content-Type-Options: nosniff` everywhere, so no answer is ever read as another type;
 * - `Cache-Control: no-store` on JSON answers, which carry tokens or personal data (vendor, orders,
 *   customers' names and phone numbers): no shared or browser cache keeps them. An answer that set
 *   its own Cache-Control (the live poll) keeps it. Images keep their long cache headers.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
