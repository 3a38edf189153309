import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '@vd/contract/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { DEFAULT_CLAIM_LEASE_SECONDS, KEYED_METHODS, type KeyOwner, requestHash } from './model.js';
import { beginKeyed, type Claim, finishKeyed, type StoredAnswer } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds the claim of its Idempotency-Key. */
    idempotencyClaim: Claim | null;
    /** A key the route claims itself once its body is read (claimAfterBody). */
    idempotencyDeferred: { owner: KeyOwner; key: string } | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads its body itself (a multipart upload): its key is claimed by the route with
     * claimAfterBody once the files are read, so their content is part of the request's hash.
     */
    idempotencyAfterBody?: boolean;
  }
}

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function keyOf(request: FastifyRequest): string | undefined {
  const v = request.headers[HEADER];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Whose key it is: the signed-in vendor (every vendor-scoped write), or the signed-in customer
 * (`customerId`, set by the customer guard of POST customer/orders). Null: the key is ignored.
 */
function ownerOf(request: FastifyRequest): KeyOwner | null {
  if (request.vendorAuth !== null) return { kind: 'vendor', id: request.vendorAuth.vendorId };
  if (request.customerId) return { kind: 'customer', id: request.customerId };
  return null;
}

function sendReplay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  void reply.code(answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.contentType) void reply.type(answer.contentType);
  return reply.send(answer.body);
}

/** Whether the request carries a key that its route claims once the body is read. */
export function hasDeferredKey(request: FastifyRequest): boolean {
  return request.idempotencyDeferred !== null;
}

/**
 * For a route with `idempotencyAfterBody`: claims the request's key now that the files are read
 * (their SHA-256 digests, in order, join the request's hash). True when the request has been
 * answered with the first request's kept answer (the route returns the reply as it is and does
 * nothing else); false when it should run (or carries no key). `leaseSeconds`: the route's own
 * deadline from now plus a margin, so the claim outlives the work.
 */
export async function claimAfterBody(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fileDigests: readonly string[],
  leaseSeconds: number,
): Promise<boolean> {
  const deferred = request.idempotencyDeferred;
  if (deferred === null) return false;
  request.idempotencyDeferred = null;
  const begun = await beginKeyed(ctx, deferred.owner, deferred.key, requestHash(request.method, request.url, request.body, fileDigests), leaseSeconds);
  if (begun.kind === 'run') {
    request.idempotencyClaim = begun.claim;
    return false;
  }
  sendReplay(reply, begun.answer);
  return true;
}

/**
 * Idempotency-Key on signed-in writes, for every route: after the guard and validation
 * (preHandler), a keyed write claims its key or gets the first answer back; when it is answered
 * (onSend), a success's answer is kept, anything else gives the claim up. A route that reads its own
 * body claims later (claimAfterBody). Requests without the header, reads and calls without a
 * signed-in vendor or customer are untouched.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyDeferred', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined || !KEYED_METHODS.has(request.method)) return;
    const owner = ownerOf(request);
    if (owner === null) return;
    if (!isIdempotencyKey(key)) throw badRequest('INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters.`);
    if (request.routeOptions.config.idempotencyAfterBody === true) {
      request.idempotencyDeferred = { owner, key };
      return;
    }
    const begun = await beginKeyed(ctx, owner, key, requestHash(request.method, request.url, request.body), DEFAULT_CLAIM_LEASE_SECONDS);
    if (begun.kind === 'run') {
      request.idempotencyClaim = begun.claim;
      return;
    }
    return sendReplay(reply, begun.answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (claim === null) return payload;
    request.idempotencyClaim = null;
    const body =
      payload === null || payload === undefined ? '' : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const contentType = reply.getHeader('content-type');
    try {
      // A streamed answer cannot be kept: the claim is given up (no keyed write answers with a stream).
      const done = await finishKeyed(ctx, claim, {
        statusCode: body === null ? 500 : reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: body ?? '',
      });
      // The claim outlived its lease and was taken over: the new holder's claim is left alone.
      if (done === 'lost') request.log.warn({ key: claim.key }, 'the claim of an Idempotency-Key was taken over before its request finished');
    } catch (err) {
      // The write itself is done: its answer still goes out. Sent again, the stale claim is taken over.
      request.log.warn({ err: String(err) }, 'could not keep the answer of an Idempotency-Key');
    }
    return payload;
  });
}
