import type { Database, Queryable } from '../../db/types.js';
import { addSeconds, type Clock, sharedNow } from '../../lib/clock.js';
import { hashToken, newToken, openWithToken, sealWithToken } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import type { StaffRole } from '@vd/contract/rules';
import type { Role } from './roles.js';

export const SESSION_TOKEN_PREFIX = 'st_';
export const REFRESH_TOKEN_PREFIX = 'rt_';

export interface TokenSettings {
  sessionTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  /** A sign-in's total life from its first sign-in; no rotation extends a token past it. */
  signInMaxAgeSeconds: number;
}

/** Who a sign-in is for: a shop (its owner, or a staff member: staffId), or a customer. */
export type Principal = { userType: 'vendor'; vendorId: string; phone: string; staffId?: string } | { userType: 'user'; customerId: string; phone: string };

export interface TokenPair {
  sessionToken: string;
  refreshToken: string;
  /** Seconds until the session token expires. */
  expiresIn: number;
  refreshExpiresIn: number;
}

/**
 * Mints a session token and a refresh token. Without familyId this is a new sign-in (a new family);
 * with it, a rotation inside the family. Only SHA-256 hashes are stored.
 */
export async function issueTokens(
  q: Queryable,
  principal: Principal,
  now: Date,
  settings: TokenSettings,
  familyId?: string,
  /** When the sign-in began (rotation); tokens never outlive it by more than signInMaxAgeSeconds. */
  familyCreatedAt: Date = now,
): Promise<TokenPair & { familyId: string }> {
  const vendorId = principal.userType === 'vendor' ? principal.vendorId : null;
  const customerId = principal.userType === 'user' ? principal.customerId : null;
  const staffId = principal.userType === 'vendor' ? (principal.staffId ?? null) : null;
  let family = familyId;
  if (family === undefined) {
    family = newId();
    await q.query(`INSERT INTO auth_families (id, user_type, vendor_id, customer_id, phone, created_at, staff_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      family,
      principal.userType,
      vendorId,
      customerId,
      principal.phone,
      now,
      staffId,
    ]);
  }
  const sessionToken = newToken(SESSION_TOKEN_PREFIX);
  const refreshToken = newToken(REFRESH_TOKEN_PREFIX);
  const endOfSignIn = addSeconds(familyCreatedAt, settings.signInMaxAgeSeconds).getTime();
  const sessionExpires = new Date(Math.min(addSeconds(now, settings.sessionTtlSeconds).getTime(), endOfSignIn));
  const refreshExpires = new Date(Math.min(addSeconds(now, settings.refreshTtlSeconds).getTime(), endOfSignIn));
  const secondsUntil = (d: Date) => Math.max(0, Math.floor((d.getTime() - now.getTime()) / 1000));
  await q.query(
    `INSERT INTO sessions (id, token_hash, family_id, user_type, vendor_id, customer_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId(), hashToken(sessionToken), family, principal.userType, vendorId, customerId, now, sessionExpires],
  );
  await q.query(`INSERT INTO refresh_tokens (id, token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
    newId(),
    hashToken(refreshToken),
    family,
    now,
    refreshExpires,
  ]);
  return {
    sessionToken,
    refreshToken,
    expiresIn: secondsUntil(sessionExpires),
    refreshExpiresIn: secondsUntil(refreshExpires),
    familyId: family,
  };
}

/**
 * Ends the sessions of a sign-in still live; answers their token hashes (the keys of the session
 * cache, which must forget exactly these).
 */
async function endSessions(q: Queryable, familyId: string, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL RETURNING token_hash`,
    [familyId, now],
  );
  return rows.map((r) => r.token_hash);
}

/** Ends a sign-in: the family, every session and every refresh token in it. Answers the token hashes of the sessions it ended. */
export async function revokeFamily(q: Queryable, familyId: string, now: Date, reason: string): Promise<string[]> {
  await q.query(`UPDATE auth_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL`, [familyId, now, reason]);
  const ended = await endSessions(q, familyId, now);
  await q.query(`UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`, [familyId, now]);
  return ended;
}

/** Ends every live sign-in of a staff member (they were removed). Answers the token hashes of the sessions it ended. */
export async function endStaffSignIns(q: Queryable, staffId: string, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM auth_families WHERE staff_id = $1 AND revoked_at IS NULL ORDER BY id', [staffId]);
  const ended: string[] = [];
  for (const f of rows) ended.push(...(await revokeFamily(q, f.id, now, 'staff_removed')));
  return ended;
}

/** `endedSessions`: the token hashes of the sessions the call ended (none for a made-up or spent token). */
export type RefreshOutcome =
  /** replayed: a racing duplicate within the grace window got the pair the first use minted. */
  | { kind: 'ok'; tokens: TokenPair; replayed: boolean; endedSessions: string[] }
  /** The token had been used already: refused; the family was revoked unless within the grace window. */
  | { kind: 'reused'; familyRevoked: boolean; endedSessions: string[] }
  | { kind: 'invalid'; endedSessions: [] };

interface FamilyRow {
  family_id: string;
  user_type: Role;
  vendor_id: string | null;
  customer_id: string | null;
  phone: string;
}

/**
 * Rotates a refresh token in one transaction. The transaction first locks the sign-in's family row,
 * so every rotation, reuse and revocation within one sign-in runs one after another, always taking
 * the family lock first (without it, racing duplicates deadlocked on PostgreSQL: one revoking the
 * family's tokens while another still waited on the token row). The conditional UPDATE
 * (... WHERE used_at IS NULL) then decides: of several concurrent calls with one token exactly one
 * gets a row back and mints the new pair, which it also stores sealed with the spent token.
 *
 * The others (and any later reuse) find the token used. Within `refreshReuseGraceSeconds` of that
 * first use (two tabs refreshing at once) they answer the same new pair, opened with the token they
 * hold, as long as that pair is still live; after the grace a reuse is treated as theft and the
 * whole sign-in is revoked. A sign-in older than `signInMaxAgeSeconds` is not
 * rotated any more. The grace is measured on the database's clock (sharedNow), taken once the
 * family is locked: the first use and the duplicate may reach different processes.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string, role: Role, clock: Clock, settings: TokenSettings): Promise<RefreshOutcome> {
  const tokenHash = hashToken(refreshToken);
  return db.tx(async (q) => {
    const family = await q.query<{ id: string; created_at: Date }>(
      `SELECT f.id, f.created_at FROM auth_families f
        WHERE f.id = (SELECT r.family_id FROM refresh_tokens r WHERE r.token_hash = $1)
        FOR NO KEY UPDATE`,
      [tokenHash],
    );
    const famRow = family.rows[0];
    if (!famRow) return { kind: 'invalid', endedSessions: [] };
    const now = await sharedNow(q, clock);
    const familyCreatedAt = new Date(famRow.created_at);
    if (familyCreatedAt.getTime() + settings.signInMaxAgeSeconds * 1000 <= now.getTime()) return { kind: 'invalid', endedSessions: [] };
    const won = await q.query<FamilyRow>(
      `UPDATE refresh_tokens r SET used_at = $2
         FROM auth_families f
        WHERE r.token_hash = $1 AND r.family_id = f.id AND f.user_type = $3
          AND r.used_at IS NULL AND r.revoked_at IS NULL AND f.revoked_at IS NULL AND r.expires_at > $2
       RETURNING r.family_id, f.user_type, f.vendor_id, f.customer_id, f.phone`,
      [tokenHash, now, role],
    );
    const fam = won.rows[0];
    if (fam) {
      // Sessions minted earlier in this sign-in end now: one live session per sign-in.
      const endedSessions = await endSessions(q, fam.family_id, now);
      const principal: Principal =
        fam.user_type === 'vendor'
          ? { userType: 'vendor', vendorId: fam.vendor_id!, phone: fam.phone }
          : { userType: 'user', customerId: fam.customer_id!, phone: fam.phone };
      const { familyId: _family, ...tokens } = await issueTokens(q, principal, now, settings, fam.family_id, familyCreatedAt);
      if (settings.refreshReuseGraceSeconds > 0) {
        const sealed = sealWithToken(refreshToken, JSON.stringify({ s: tokens.sessionToken, r: tokens.refreshToken }));
        await q.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE token_hash = $1', [tokenHash, sealed]);
      }
      return { kind: 'ok', tokens, replayed: false, endedSessions };
    }
    const seen = await q.query<{ family_id: string; used_at: Date | null; user_type: Role; successor_sealed: string | null }>(
      `SELECT r.family_id, r.used_at, f.user_type, r.successor_sealed FROM refresh_tokens r JOIN auth_families f ON f.id = r.family_id WHERE r.token_hash = $1`,
      [tokenHash],
    );
    const row = seen.rows[0];
    if (!row || row.used_at === null || row.user_type !== role) return { kind: 'invalid', endedSessions: [] };
    const usedMsAgo = now.getTime() - new Date(row.used_at).getTime();
    if (settings.refreshReuseGraceSeconds > 0 && usedMsAgo < settings.refreshReuseGraceSeconds * 1000) {
      const replay = row.successor_sealed ? await liveSuccessor(q, refreshToken, row.successor_sealed, now) : null;
      return replay ? { kind: 'ok', tokens: replay, replayed: true, endedSessions: [] } : { kind: 'reused', familyRevoked: false, endedSessions: [] };
    }
    const endedSessions = await revokeFamily(q, row.family_id, now, 'refresh_token_reuse');
    return { kind: 'reused', familyRevoked: true, endedSessions };
  });
}

/** The pair a rotation minted from `spentToken`, if both its tokens are still live. */
async function liveSuccessor(q: Queryable, spentToken: string, sealed: string, now: Date): Promise<TokenPair | null> {
  const plain = openWithToken(spentToken, sealed);
  if (!plain) return null;
  const pair = JSON.parse(plain) as { s: string; r: string };
  const { rows } = await q.query<{ session_expires: Date; refresh_expires: Date }>(
    `SELECT s.expires_at AS session_expires, r.expires_at AS refresh_expires
       FROM sessions s JOIN refresh_tokens r ON r.family_id = s.family_id
       JOIN auth_families f ON f.id = s.family_id
      WHERE s.token_hash = $1 AND r.token_hash = $2
        AND s.revoked_at IS NULL AND s.expires_at > $3
        AND r.revoked_at IS NULL AND r.used_at IS NULL AND r.expires_at > $3 AND f.revoked_at IS NULL`,
    [hashToken(pair.s), hashToken(pair.r), now],
  );
  const live = rows[0];
  if (!live) return null;
  const secondsUntil = (d: Date) => Math.max(0, Math.floor((new Date(d).getTime() - now.getTime()) / 1000));
  return { sessionToken: pair.s, refreshToken: pair.r, expiresIn: secondsUntil(live.session_expires), refreshExpiresIn: secondsUntil(live.refresh_expires) };
}

export interface SessionInfo {
  sessionId: string;
  familyId: string;
  userType: Role;
  vendorId: string | null;
  customerId: string | null;
  phone: string;
  vendorStatus: string | null;
  /** A staff member's sign-in: who, with their role as it is now; null for the owner and customers. */
  staff: { id: string; name: string; role: StaffRole } | null;
}

export type SessionLookup = { kind: 'ok'; session: SessionInfo; expiresAt: Date } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'revoked' };

/**
 * Finds the session a token belongs to and says whether it can be used now. `now` is the calling
 * process's clock, not the database's: this runs on every signed-in request (one round trip), and a
 * few seconds between the processes' clocks move a session's end, minutes to days away, by those
 * seconds only.
 */
export async function lookupSession(q: Queryable, sessionToken: string, now: Date, tokenHash = hashToken(sessionToken)): Promise<SessionLookup> {
  // The reads of other features' tables outside their services: the vendor's status, and a staff
  // member's role and removal, join the session lookup that runs on every signed-in request, as one
  // prepared statement (one round trip). A removed staff member's sessions are ended.
  const { rows } = await q.query<{
    id: string;
    family_id: string;
    user_type: Role;
    vendor_id: string | null;
    customer_id: string | null;
    expires_at: Date;
    revoked_at: Date | null;
    phone: string;
    vendor_status: string | null;
    staff_id: string | null;
    staff_name: string | null;
    staff_role: StaffRole | null;
    staff_removed_at: Date | null;
  }>(
    `SELECT s.id, s.family_id, s.user_type, s.vendor_id, s.customer_id, s.expires_at, s.revoked_at, f.phone, v.status AS vendor_status,
            f.staff_id, st.name AS staff_name, st.role AS staff_role, st.removed_at AS staff_removed_at
       FROM sessions s
       JOIN auth_families f ON f.id = s.family_id
       LEFT JOIN vendors v ON v.id = s.vendor_id
       LEFT JOIN staff st ON st.id = f.staff_id
      WHERE s.token_hash = $1`,
    [tokenHash],
    { name: 'session_lookup' },
  );
  const r = rows[0];
  if (!r) return { kind: 'unknown' };
  if (r.revoked_at !== null || r.staff_removed_at !== null) return { kind: 'revoked' };
  if (new Date(r.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
  return {
    kind: 'ok',
    expiresAt: new Date(r.expires_at),
    session: {
      sessionId: r.id,
      familyId: r.family_id,
      userType: r.user_type,
      vendorId: r.vendor_id,
      customerId: r.customer_id,
      phone: r.phone,
      vendorStatus: r.vendor_status,
      staff: r.staff_id !== null && r.staff_name !== null && r.staff_role !== null ? { id: r.staff_id, name: r.staff_name, role: r.staff_role } : null,
    },
  };
}

/**
 * Logout: revokes the sign-in a session token or refresh token belongs to. Unknown tokens are fine
 * (idempotent). Answers the token hashes of the sessions it ended and of the session token sent if
 * it exists (ended here or before); none for unknown tokens.
 */
export async function logout(db: Database, tokens: { sessionToken?: string; refreshToken?: string }, now: Date): Promise<string[]> {
  return db.tx(async (q) => {
    const families = new Set<string>();
    const ended: string[] = [];
    if (tokens.sessionToken) {
      const r = await q.query<{ family_id: string; token_hash: string }>('SELECT family_id, token_hash FROM sessions WHERE token_hash = $1', [
        hashToken(tokens.sessionToken),
      ]);
      for (const x of r.rows) {
        families.add(x.family_id);
        ended.push(x.token_hash);
      }
    }
    if (tokens.refreshToken) {
      const r = await q.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [hashToken(tokens.refreshToken)]);
      for (const x of r.rows) families.add(x.family_id);
    }
    // Families in a fixed order, so two logouts racing over the same pair cannot deadlock.
    for (const f of [...families].sort()) ended.push(...(await revokeFamily(q, f, now, 'logout')));
    return [...new Set(ended)];
  });
}
