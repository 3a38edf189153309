import type { Queryable } from '../../db/types.js';
import type { KeyRow } from './model.js';

/**
 * SQL on idempotency_keys (migration 0009). No rules here: service.ts decides.
 */

/** Claims the key for a request about to run; false when a row for it exists already. */
export async function claim(q: Queryable, vendorId: string, key: string, hash: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO idempotency_keys (vendor_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vendor_id, key) DO NOTHING`,
    [vendorId, key, hash, now],
  );
  return r.rowCount === 1;
}

export interface StoredKey extends KeyRow {
  contentType: string | null;
  body: string | null;
}

export async function find(q: Queryable, vendorId: string, key: string): Promise<StoredKey | null> {
  const r = await q.query<{ request_hash: string; created_at: Date | string; status_code: number | null; content_type: string | null; body: string | null }>(
    'SELECT request_hash, created_at, status_code, content_type, body FROM idempotency_keys WHERE vendor_id = $1 AND key = $2',
    [vendorId, key],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    requestHash: row.request_hash,
    createdAt: new Date(row.created_at),
    statusCode: row.status_code,
    contentType: row.content_type,
    body: row.body,
  };
}

/** Takes over the row seen (same created_at): a new claim for this request. False if another request took it first. */
export async function takeOver(q: Queryable, vendorId: string, key: string, seenCreatedAt: Date, hash: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE idempotency_keys SET request_hash = $4, created_at = $5, status_code = NULL, content_type = NULL, body = NULL, completed_at = NULL
      WHERE vendor_id = $1 AND key = $2 AND created_at = $3`,
    [vendorId, key, seenCreatedAt, hash, now],
  );
  return r.rowCount === 1;
}

export async function complete(
  q: Queryable,
  vendorId: string,
  key: string,
  answer: { statusCode: number; contentType: string | null; body: string },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5, completed_at = $6
      WHERE vendor_id = $1 AND key = $2 AND status_code IS NULL`,
    [vendorId, key, answer.statusCode, answer.contentType, answer.body, now],
  );
}

/** Gives a claim up (the request did not succeed). */
export async function release(q: Queryable, vendorId: string, key: string): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE vendor_id = $1 AND key = $2 AND status_code IS NULL', [vendorId, key]);
}

export async function purgeBefore(q: Queryable, before: Date): Promise<number> {
  return (await q.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before])).rowCount ?? 0;
}
