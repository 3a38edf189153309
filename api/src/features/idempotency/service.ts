import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS } from '@vd/contract/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { decide, type KeyOwner, MAX_KEPT_ANSWER_BYTES } from './model.js';
import * as store from './store.js';

/** How long a key's answer is kept (and replayed); also the length of an owner's usage window. */
export const IDEMPOTENCY_TTL_SECONDS = IDEMPOTENCY_KEY_TTL_HOURS * 3600;

type Ctx = Pick<AppContext, 'db' | 'config'>;

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/** The claim a running request holds: only its token completes or gives it up. */
export interface Claim {
  owner: KeyOwner;
  key: string;
  token: string;
}

export type BeginResult = { kind: 'run'; claim: Claim } | { kind: 'replay'; answer: StoredAnswer };

const inUse = () =>
  new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed. Try again shortly.', {}, { 'Retry-After': '1' });

/**
 * Before a keyed write runs: claims the key for it ('run', with the claim's token), or answers the
 * first request's answer ('replay'). Throws 422 IDEMPOTENCY_KEY_REUSED for the key with another
 * request, 409 IDEMPOTENCY_KEY_IN_USE while the first request still holds its claim, and 429
 * IDEMPOTENCY_KEY_LIMIT when the owner has used its new keys of the current 24-hour window (a key
 * already stored is still replayed then). `leaseSeconds`: how long the claim is the request's
 * (longer than the request can run).
 */
export async function beginKeyed(ctx: Ctx, owner: KeyOwner, key: string, hash: string, leaseSeconds: number): Promise<BeginResult> {
  const keysPerWindow = ctx.config.idempotencyKeysPerDay;
  // Three rounds cover a row deleted or taken over between our statements by another request.
  for (let round = 0; round < 3; round++) {
    const token = randomUUID();
    if (await store.claim(ctx.db, owner, key, hash, token, { leaseSeconds, windowSeconds: IDEMPOTENCY_TTL_SECONDS, keysPerWindow })) {
      return { kind: 'run', claim: { owner, key, token } };
    }
    const row = await store.find(ctx.db, owner, key, hash, IDEMPOTENCY_TTL_SECONDS);
    if (row === null) {
      const retryAfter = await store.keysUsedUp(ctx.db, owner, keysPerWindow);
      if (retryAfter !== null) {
        throw new AppError(
          429,
          'IDEMPOTENCY_KEY_LIMIT',
          `Too many different requests with an ${IDEMPOTENCY_KEY_HEADER} today (at most ${keysPerWindow} a day). Please try again later.`,
          { retryAfterSeconds: retryAfter },
          { 'Retry-After': String(retryAfter) },
        );
      }
      continue;
    }
    switch (decide(row).kind) {
      case 'replay':
        return {
          kind: 'replay',
          answer: row.bodyKept
            ? { statusCode: row.statusCode ?? 200, contentType: row.contentType, body: row.body ?? '' }
            : { statusCode: row.statusCode ?? 200, contentType: null, body: '' },
        };
      case 'reused':
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      case 'in-progress':
        throw inUse();
      case 'run':
        if (await store.takeOver(ctx.db, owner, key, hash, token, { leaseSeconds, ttlSeconds: IDEMPOTENCY_TTL_SECONDS })) {
          return { kind: 'run', claim: { owner, key, token } };
        }
    }
  }
  throw inUse();
}

/**
 * After a keyed write: keeps a success's answer, gives the claim up otherwise (nothing was applied).
 * Only the claim's holder does either: 'lost' when the claim was taken over meanwhile (the new
 * holder's claim is left as it is). An answer over MAX_KEPT_ANSWER_BYTES, or one that does not fit
 * in the owner's bytes of the current window, keeps only its status.
 */
export async function finishKeyed(ctx: Ctx, claim: Claim, answer: StoredAnswer): Promise<'kept' | 'status-only' | 'released' | 'lost'> {
  if (answer.statusCode >= 200 && answer.statusCode < 300) {
    const bytes = Buffer.byteLength(answer.body, 'utf8');
    return store.complete(
      ctx.db,
      claim.owner,
      claim.key,
      claim.token,
      { ...answer, bodyBytes: bytes <= MAX_KEPT_ANSWER_BYTES ? bytes : null },
      { windowSeconds: IDEMPOTENCY_TTL_SECONDS, bytesPerWindow: ctx.config.idempotencyKeptBytesPerDay },
    );
  }
  return (await store.release(ctx.db, claim.owner, claim.key, claim.token)) ? 'released' : 'lost';
}

/**
 * Deletes keys older than their lifetime and usage windows that have ended, by the database's clock
 * (run by the hourly purge). Returns the keys deleted.
 */
export async function purgeIdempotencyKeys(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return (await store.purge(ctx.db, IDEMPOTENCY_TTL_SECONDS)).keys;
}
