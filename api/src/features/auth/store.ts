import type { Queryable } from '../../db/types.js';
import { addSeconds } from '../../lib/clock.js';

/**
 * SQL on the sign-in tables only (otp_codes, otp_sends, otp_attempts, rate_limits, auth_devices,
 * and for the purge sessions, refresh_tokens, auth_families). No rules here: service.ts decides.
 */

// ---------------------------------------------------------------- counters

/**
 * One fixed-window counter in the database (table rate_limits), shared by every API process on it:
 * counts a hit and answers the count in the current window, after this hit, and when the window
 * ends. One statement, so checking the answered count against a limit is atomic: of many
 * concurrent hits each gets its own count, and only those within the limit see one within it.
 */
export async function countHit(q: Queryable, key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }> {
  const { rows } = await q.query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3))
       ON CONFLICT (key) DO UPDATE SET
         count    = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.count + 1 END,
         reset_at = CASE WHEN r.reset_at <= $2 THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING count, reset_at`,
    [key, now, windowSeconds],
    { name: 'rate_limit_hit' },
  );
  const r = rows[0]!;
  return { count: Number(r.count), resetAt: new Date(r.reset_at) };
}

/**
 * Locks a counter's row until the transaction ends (creating it, at 0, if missing) and answers its
 * count in the current window (0 once the window has passed) and when that window ends (null: no
 * window running). For a limit checked before the work and counted after it, in the same
 * transaction (countHit): every other check of the counter, in any process, waits for the lock, so
 * no two calls see the same count.
 */
export async function lockCounter(q: Queryable, key: string, now: Date): Promise<{ count: number; resetAt: Date | null }> {
  const { rows } = await q.query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 0, $2)
       ON CONFLICT (key) DO UPDATE SET count = r.count
     RETURNING count, reset_at`,
    [key, now],
    { name: 'rate_limit_lock' },
  );
  const r = rows[0]!;
  const resetAt = new Date(r.reset_at);
  return resetAt.getTime() > now.getTime() ? { count: Number(r.count), resetAt } : { count: 0, resetAt: null };
}

// ---------------------------------------------------------------- sends and codes

/** Serialises every send to one number (over all API processes) until the transaction ends. */
export async function lockNumber(q: Queryable, phoneE164: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${phoneE164}`]);
}

export interface SendRow {
  sentAt: Date;
  caller: string | null;
  deviceId: string | null;
}

/** Sends to a number since `since`: those of one known device, or (deviceId null) those asked without one. */
export async function recentSends(q: Queryable, phoneE164: string, deviceId: string | null, since: Date): Promise<SendRow[]> {
  const { rows } = await q.query<{ sent_at: Date; caller: string | null; device_id: string | null }>(
    `SELECT sent_at, caller, device_id FROM otp_sends
      WHERE phone = $1 AND sent_at > $2 AND device_id IS NOT DISTINCT FROM $3::uuid`,
    [phoneE164, since, deviceId],
  );
  return rows.map((r) => ({ sentAt: new Date(r.sent_at), caller: r.caller, deviceId: r.device_id }));
}

export async function insertSend(q: Queryable, s: { id: string; phone: string; sentAt: Date; caller: string; deviceId: string | null }): Promise<void> {
  await q.query('INSERT INTO otp_sends (id, phone, sent_at, caller, device_id) VALUES ($1, $2, $3, $4, $5)', [s.id, s.phone, s.sentAt, s.caller, s.deviceId]);
}

export async function insertCode(
  q: Queryable,
  c: { id: string; phone: string; role: string; codeHash: string; createdAt: Date; expiresAt: Date; deliveredAt: Date | null; deviceId: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO otp_codes (id, phone, role, code_hash, created_at, expires_at, delivered_at, device_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [c.id, c.phone, c.role, c.codeHash, c.createdAt, c.expiresAt, c.deliveredAt, c.deviceId],
  );
}

export async function markDelivered(q: Queryable, codeId: string, now: Date): Promise<void> {
  await q.query('UPDATE otp_codes SET delivered_at = $2 WHERE id = $1', [codeId, now]);
}

/** A send whose delivery failed leaves nothing behind (it does not count against any limit). */
export async function forgetSend(q: Queryable, codeId: string, sendId: string | null): Promise<void> {
  await q.query('DELETE FROM otp_codes WHERE id = $1', [codeId]);
  if (sendId !== null) await q.query('DELETE FROM otp_sends WHERE id = $1', [sendId]);
}

/** Codes and sends of one number nobody can use any more (cheap, indexed). */
export async function pruneNumber(q: Queryable, phoneE164: string, now: Date, sendWindowSeconds: number): Promise<void> {
  await q.query('DELETE FROM otp_codes WHERE phone = $1 AND expires_at < $2', [phoneE164, addSeconds(now, -86_400)]);
  await q.query('DELETE FROM otp_sends WHERE phone = $1 AND sent_at < $2', [phoneE164, addSeconds(now, -sendWindowSeconds)]);
}

export interface CodeRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/**
 * The newest delivered code of a (number, role) for one known device, or (deviceId null) asked
 * without one, locked for the rest of the transaction. Older codes of the same kind are superseded.
 */
export async function newestCodeForUpdate(q: Queryable, phoneE164: string, role: string, deviceId: string | null): Promise<CodeRow | null> {
  const { rows } = await q.query<{ id: string; code_hash: string; expires_at: Date; attempts: number; consumed_at: Date | null }>(
    `SELECT id, code_hash, expires_at, attempts, consumed_at FROM otp_codes
      WHERE phone = $1 AND role = $2 AND delivered_at IS NOT NULL AND device_id IS NOT DISTINCT FROM $3::uuid
      ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
    [phoneE164, role, deviceId],
  );
  const r = rows[0];
  return r
    ? {
        id: r.id,
        codeHash: r.code_hash,
        expiresAt: new Date(r.expires_at),
        attempts: Number(r.attempts),
        consumedAt: r.consumed_at ? new Date(r.consumed_at) : null,
      }
    : null;
}

/** Wrong tries on a code by one caller (or one device). */
export async function attemptsBy(q: Queryable, codeId: string, who: string): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>('SELECT attempts FROM otp_attempts WHERE code_id = $1 AND caller = $2', [codeId, who]);
  return Number(rows[0]?.attempts ?? 0);
}

/** Counts a wrong try on a code, in total and for the one who made it. */
export async function countWrongTry(q: Queryable, codeId: string, who: string): Promise<void> {
  await q.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [codeId]);
  await q.query(
    `INSERT INTO otp_attempts (code_id, caller, attempts) VALUES ($1, $2, 1)
       ON CONFLICT (code_id, caller) DO UPDATE SET attempts = otp_attempts.attempts + 1`,
    [codeId, who],
  );
}

export async function consumeCode(q: Queryable, codeId: string, now: Date): Promise<void> {
  await q.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [codeId, now]);
}

// ---------------------------------------------------------------- known devices

/** The live device a token hash names, if it belongs to this number. */
export async function findDevice(q: Queryable, tokenHash: string, phoneE164: string, now: Date): Promise<{ id: string } | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM auth_devices WHERE token_hash = $1 AND phone = $2 AND expires_at > $3', [
    tokenHash,
    phoneE164,
    now,
  ]);
  return rows[0] ?? null;
}

export async function insertDevice(q: Queryable, d: { id: string; tokenHash: string; phone: string; now: Date; expiresAt: Date }): Promise<void> {
  await q.query('INSERT INTO auth_devices (id, token_hash, phone, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5)', [
    d.id,
    d.tokenHash,
    d.phone,
    d.now,
    d.expiresAt,
  ]);
}

/** A known device signed in again: its allowance lasts from now. */
export async function touchDevice(q: Queryable, id: string, now: Date, expiresAt: Date): Promise<void> {
  await q.query('UPDATE auth_devices SET last_used_at = $2, expires_at = $3 WHERE id = $1', [id, now, expiresAt]);
}

// ---------------------------------------------------------------- purge

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  signIns: number;
  codes: number;
  sends: number;
  counters: number;
  devices: number;
}

/**
 * Deletes what can no longer be used: sessions and refresh tokens expired before `expiredBefore`,
 * sign-ins (auth_families) left with neither, codes expired before it, sends older than
 * `sendsBefore`, counters whose window ended before it, devices past their expiry.
 */
export async function purgeExpired(q: Queryable, now: Date, expiredBefore: Date, sendsBefore: Date): Promise<PurgeCounts> {
  const n = async (sql: string, params: unknown[]) => (await q.query(sql, params)).rowCount ?? 0;
  const sessions = await n('DELETE FROM sessions WHERE expires_at < $1', [expiredBefore]);
  const refreshTokens = await n('DELETE FROM refresh_tokens WHERE expires_at < $1', [expiredBefore]);
  const signIns = await n(
    `DELETE FROM auth_families f WHERE f.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.family_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id)`,
    [expiredBefore],
  );
  const codes = await n('DELETE FROM otp_codes WHERE expires_at < $1', [expiredBefore]);
  const sends = await n('DELETE FROM otp_sends WHERE sent_at < $1', [sendsBefore]);
  const counters = await n('DELETE FROM rate_limits WHERE reset_at < $1', [expiredBefore]);
  const devices = await n('DELETE FROM auth_devices WHERE expires_at < $1', [now]);
  return { sessions, refreshTokens, signIns, codes, sends, counters, devices };
}
