import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '@vd/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { KEYED_METHODS, requestHash } from './model.js';
import { beginKeyed, finishKeyed } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds the claim of its Idempotency-Key. */
    idempotencyClaim: { vendorId: string; key: string } | null;
  }
}

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function keyOf(request: FastifyRequest): string | undefined {
  const v = request.headers[HEADER];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Idempotency-Key on vendor-scoped writes, for every route: after the vendor guard
 * and validation (preHandler), a keyed write claims its key or gets the first answer back; when it
 * is answered (onSend), a success's answer is kept, anything else gives the claim up. Requests
 * without the header, reads and calls without a signed-in vendor are untouched.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined || !KEYED_METHODS.has(request.method) || request.vendorAuth === null) return;
    if (!isIdempotencyKey(key)) throw badRequest('INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters.`);
    const { vendorId } = request.vendorAuth;
    const begun = await beginKeyed(ctx, vendorId, key, requestHash(request.method, request.url, request.body));
    if (begun.kind === 'run') {
      request.idempotencyClaim = { vendorId, key };
      return;
    }
    const { answer } = begun;
    void reply.code(answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (answer.contentType) void reply.type(answer.contentType);
    return reply.send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (claim === null) return payload;
    request.idempotencyClaim = null;
    const body =
      payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const contentType = reply.getHeader('content-type');
    try {
      // A streamed answer cannot be kept: the claim is given up (no vendor write answers with a stream).
      await finishKeyed(ctx, claim.vendorId, claim.key, {
        statusCode: body === null ? 500 : reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: body ?? '',
      });
    } catch (err) {
      // The write itself is done: its answer still goes out. Sent again, the stale claim is taken over.
      request.log.warn({ err: String(err) }, 'could not keep the answer of an Idempotency-Key');
    }
    return payload;
  });
}
