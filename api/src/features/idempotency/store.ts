import type { Queryable } from '../../db/types.js';
import type { KeyOwner, KeyRow } from './model.js';

/**
 * SQL on idempotency_keys and idempotency_usage. No rules here: service.ts decides. Every age is
 * judged by the database's clock (now()), the same for every API process.
 */

/**
 * Claims the key for a request about to run and counts it as one of the owner's new keys of the
 * current window, in one statement: nothing is claimed when a row for the key exists already, or
 * when the owner has used `keysPerWindow` keys in its window (a new window starts when one has
 * ended). True when claimed.
 */
export async function claim(
  q: Queryable,
  owner: KeyOwner,
  key: string,
  hash: string,
  token: string,
  s: { leaseSeconds: number; windowSeconds: number; keysPerWindow: number },
): Promise<boolean> {
  const r = await q.query(
    `WITH counted AS (
       INSERT INTO idempotency_usage AS u (owner_kind, owner_id, window_ends, keys, bytes)
       SELECT $1::text, $2::uuid, now() + make_interval(secs => $7), 1, 0
        WHERE NOT EXISTS (SELECT 1 FROM idempotency_keys WHERE owner_kind = $1::text AND owner_id = $2::uuid AND key = $3::text)
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET
         keys        = CASE WHEN u.window_ends <= now() THEN 1 ELSE u.keys + 1 END,
         bytes       = CASE WHEN u.window_ends <= now() THEN 0 ELSE u.bytes END,
         window_ends = CASE WHEN u.window_ends <= now() THEN EXCLUDED.window_ends ELSE u.window_ends END
         WHERE u.window_ends <= now() OR u.keys < $8
       RETURNING 1
     )
     INSERT INTO idempotency_keys (owner_kind, owner_id, key, request_hash, claim_token, created_at, lease_until)
     SELECT $1::text, $2::uuid, $3::text, $4::text, $5::uuid, now(), now() + make_interval(secs => $6) FROM counted
     ON CONFLICT (owner_kind, owner_id, key) DO NOTHING
     RETURNING 1`,
    [owner.kind, owner.id, key, hash, token, s.leaseSeconds, s.windowSeconds, s.keysPerWindow],
    { name: 'idempotency_claim' },
  );
  return r.rows.length === 1;
}

/** Seconds until the owner's window ends when it has used `keysPerWindow` keys in it; null when it has room. */
export async function keysUsedUp(q: Queryable, owner: KeyOwner, keysPerWindow: number): Promise<number | null> {
  const r = await q.query<{ retry: number }>(
    `SELECT GREATEST(1, ceil(extract(epoch FROM window_ends - now())))::int AS retry FROM idempotency_usage
      WHERE owner_kind = $1 AND owner_id = $2 AND window_ends > now() AND keys >= $3`,
    [owner.kind, owner.id, keysPerWindow],
  );
  return r.rows[0] ? Number(r.rows[0].retry) : null;
}

export interface StoredKey extends KeyRow {
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
  bodyKept: boolean;
}

/** The key's row as seen by a request with `hash`, its ages judged now on the database's clock. */
export async function find(q: Queryable, owner: KeyOwner, key: string, hash: string, ttlSeconds: number): Promise<StoredKey | null> {
  const r = await q.query<{
    same_request: boolean;
    finished: boolean;
    expired: boolean;
    lapsed: boolean;
    status_code: number | null;
    content_type: string | null;
    body: string | null;
    body_kept: boolean;
  }>(
    `SELECT request_hash = $4 AS same_request, status_code IS NOT NULL AS finished,
            created_at <= now() - make_interval(secs => $5) AS expired,
            status_code IS NULL AND lease_until <= now() AS lapsed,
            status_code, content_type, body, body_kept
       FROM idempotency_keys WHERE owner_kind = $1 AND owner_id = $2 AND key = $3`,
    [owner.kind, owner.id, key, hash, ttlSeconds],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    sameRequest: row.same_request,
    finished: row.finished,
    expired: row.expired,
    lapsed: row.lapsed,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    contentType: row.content_type,
    body: row.body,
    bodyKept: row.body_kept,
  };
}

/**
 * A new claim on a stored key for this request: only a key past its lifetime, or an unfinished
 * claim of the same request whose lease has passed (checked again here, in the same statement).
 * False if it no longer qualifies (another request took it first).
 */
export async function takeOver(
  q: Queryable,
  owner: KeyOwner,
  key: string,
  hash: string,
  token: string,
  s: { leaseSeconds: number; ttlSeconds: number },
): Promise<boolean> {
  const r = await q.query(
    `UPDATE idempotency_keys
        SET request_hash = $4, claim_token = $5, created_at = now(), lease_until = now() + make_interval(secs => $6),
            status_code = NULL, content_type = NULL, body = NULL, body_kept = true, completed_at = NULL
      WHERE owner_kind = $1 AND owner_id = $2 AND key = $3
        AND (created_at <= now() - make_interval(secs => $7) OR (status_code IS NULL AND lease_until <= now() AND request_hash = $4))`,
    [owner.kind, owner.id, key, hash, token, s.leaseSeconds, s.ttlSeconds],
  );
  return r.rowCount === 1;
}

/**
 * Keeps a success's answer for the claim's holder (its token): the whole body when `bodyBytes` is
 * given and the owner's window still has that much room for answers (counted in the same
 * statement), otherwise only the status. 'lost' when the claim is no longer this holder's.
 */
export async function complete(
  q: Queryable,
  owner: KeyOwner,
  key: string,
  token: string,
  answer: { statusCode: number; contentType: string | null; body: string; bodyBytes: number | null },
  s: { windowSeconds: number; bytesPerWindow: number },
): Promise<'kept' | 'status-only' | 'lost'> {
  const r = await q.query<{ body_kept: boolean }>(
    `WITH held AS (
       SELECT 1 FROM idempotency_keys
        WHERE owner_kind = $1::text AND owner_id = $2::uuid AND key = $3::text AND claim_token = $4::uuid AND status_code IS NULL
     ), charged AS (
       INSERT INTO idempotency_usage AS u (owner_kind, owner_id, window_ends, keys, bytes)
       SELECT $1::text, $2::uuid, now() + make_interval(secs => $9), 0, $8::bigint FROM held
        WHERE $8::bigint IS NOT NULL AND $8::bigint <= $10::bigint
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET
         keys        = CASE WHEN u.window_ends <= now() THEN 0 ELSE u.keys END,
         bytes       = CASE WHEN u.window_ends <= now() THEN EXCLUDED.bytes ELSE u.bytes + EXCLUDED.bytes END,
         window_ends = CASE WHEN u.window_ends <= now() THEN EXCLUDED.window_ends ELSE u.window_ends END
         WHERE u.window_ends <= now() OR u.bytes + EXCLUDED.bytes <= $10::bigint
       RETURNING 1
     )
     UPDATE idempotency_keys
        SET status_code = $5, content_type = $6,
            body = CASE WHEN EXISTS (SELECT 1 FROM charged) THEN $7 ELSE NULL END,
            body_kept = EXISTS (SELECT 1 FROM charged),
            completed_at = now()
      WHERE owner_kind = $1::text AND owner_id = $2::uuid AND key = $3::text AND claim_token = $4::uuid AND status_code IS NULL
      RETURNING body_kept`,
    [owner.kind, owner.id, key, token, answer.statusCode, answer.contentType, answer.body, answer.bodyBytes, s.windowSeconds, s.bytesPerWindow],
    { name: 'idempotency_complete' },
  );
  const row = r.rows[0];
  if (!row) return 'lost';
  return row.body_kept ? 'kept' : 'status-only';
}

/** Gives a claim up (the request did not succeed): only its holder's token does. */
export async function release(q: Queryable, owner: KeyOwner, key: string, token: string): Promise<boolean> {
  const r = await q.query('DELETE FROM idempotency_keys WHERE owner_kind = $1 AND owner_id = $2 AND key = $3 AND claim_token = $4 AND status_code IS NULL', [
    owner.kind,
    owner.id,
    key,
    token,
  ]);
  return r.rowCount === 1;
}

/** Deletes keys older than `ttlSeconds` and usage windows that have ended (database clock). */
export async function purge(q: Queryable, ttlSeconds: number): Promise<{ keys: number; windows: number }> {
  const keys = (await q.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)', [ttlSeconds])).rowCount ?? 0;
  const windows = (await q.query('DELETE FROM idempotency_usage WHERE window_ends < now()')).rowCount ?? 0;
  return { keys, windows };
}
