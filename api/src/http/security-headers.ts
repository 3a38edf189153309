import type { FastifyInstance } from 'fastify';

/** The API serves data, never a page: nothing it answers may run as a document or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HTTPS only, for a year, on this host and every subdomain (browsers ignore it on a plain-HTTP answer). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer:
 * - `X-Content-Type-Options: nosniff` everywhere, so no answer is ever read as another type;
 * - `Cache-Control: no-store` on JSON answers, which carry tokens or personal data (vendor, orders,
 *   customers' names and phone numbers): no shared or browser cache keeps them. An answer that set
 *   its own Cache-Control (the live poll) keeps it. Images keep their long cache headers.
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` unless the answer set its
 *   own (images: a sandbox), `X-Frame-Options: DENY` and `Referrer-Policy: no-referrer`.
 * - `Strict-Transport-Security: max-age=31536000; includeSubDomains` everywhere: once a browser has
 *   reached the API over HTTPS it never again sends a request (and its tokens) over plain HTTP.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('content-security-policy')) void reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
