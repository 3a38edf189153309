import { IDEMPOTENCY_KEY_TTL_HOURS } from '@vd/contract/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { addSeconds } from '../../lib/clock.js';
import { decide } from './model.js';
import * as store from './store.js';

/** How long a key's answer is kept (and replayed). */
export const IDEMPOTENCY_TTL_SECONDS = IDEMPOTENCY_KEY_TTL_HOURS * 3600;

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

export type BeginResult = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

/**
 * Before a keyed write runs: claims the key for it ('run'), or answers the first request's answer
 * ('replay'). Throws 422 IDEMPOTENCY_KEY_REUSED for the key with another request and 409
 * IDEMPOTENCY_KEY_IN_USE while the first request is still running.
 */
export async function beginKeyed(ctx: Pick<AppContext, 'db' | 'clock'>, vendorId: string, key: string, hash: string): Promise<BeginResult> {
  // Three rounds cover a row deleted or taken over between our statements by another request.
  for (let round = 0; round < 3; round++) {
    const now = ctx.clock();
    if (await store.claim(ctx.db, vendorId, key, hash, now)) return { kind: 'run' };
    const row = await store.find(ctx.db, vendorId, key);
    if (row === null) continue;
    const decision = decide(row, hash, now, IDEMPOTENCY_TTL_SECONDS);
    switch (decision.kind) {
      case 'replay':
        return { kind: 'replay', answer: { statusCode: row.statusCode ?? 200, contentType: row.contentType, body: row.body ?? '' } };
      case 'reused':
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      case 'in-progress':
        throw new AppError(
          409,
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still being processed. Try again shortly.',
          {},
          { 'Retry-After': '1' },
        );
      case 'run':
        if (await store.takeOver(ctx.db, vendorId, key, row.createdAt, hash, now)) return { kind: 'run' };
    }
  }
  throw new AppError(
    409,
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
    {},
    { 'Retry-After': '1' },
  );
}

/** After a keyed write: keeps a success's answer, gives the claim up otherwise (nothing was applied). */
export async function finishKeyed(ctx: Pick<AppContext, 'db' | 'clock'>, vendorId: string, key: string, answer: StoredAnswer): Promise<void> {
  if (answer.statusCode >= 200 && answer.statusCode < 300) await store.complete(ctx.db, vendorId, key, answer, ctx.clock());
  else await store.release(ctx.db, vendorId, key);
}

/** Deletes keys older than their lifetime (run by the hourly purge). */
export async function purgeIdempotencyKeys(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  return store.purgeBefore(ctx.db, addSeconds(ctx.clock(), -IDEMPOTENCY_TTL_SECONDS));
}
