import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../db/types.js';
import { hashToken } from '../../lib/crypto.js';
import { lookupSession, type SessionLookup } from './tokens.js';

/** At most this many sessions are remembered; when full, the cache starts over (it only saves a query). */
const MAX_ENTRIES = 10_000;

/**
 * A per-process memory of recent session lookups (SESSION_CACHE_MS, default 1000 ms), so that a
 * busy dashboard does not look its session up on every request. Only live sessions
 * are remembered, for at most `ttlMs` of process time, and a hit still checks the session's own
 * expiry against the app's clock. Sign-out and refresh in this process forget, at once, the sessions
 * they ended (and only those: a call with a made-up token forgets nothing, so it cannot make every
 * other request read the database); a revocation made by another process (or directly in the
 * database), or a vendor's status change, is seen here within `ttlMs`. Staff members' sessions are
 * not remembered. 0 = off: every request reads the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; expiresAt: number; found: Extract<SessionLookup, { kind: 'ok' }> }>();

  /** Bumped by forget: a lookup that began before a sign-out does not store what it read. */
  private generation = 0;

  constructor(readonly ttlMs: number) {}

  async lookup(db: Queryable, sessionToken: string, now: Date): Promise<SessionLookup> {
    if (this.ttlMs <= 0) return lookupSession(db, sessionToken, now);
    const key = hashToken(sessionToken);
    const hit = this.entries.get(key);
    const t = performance.now();
    if (hit && t - hit.at < this.ttlMs) return now.getTime() < hit.expiresAt ? hit.found : { kind: 'expired' };
    const generation = this.generation;
    const found = await lookupSession(db, sessionToken, now, key);
    // A staff member's session is read every time: their removal or new role counts on their next request.
    if (found.kind === 'ok' && found.session.staff === null && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { at: t, expiresAt: found.expiresAt.getTime(), found });
    } else {
      this.entries.delete(key);
    }
    return found;
  }

  /**
   * Sign-out or refresh in this process ended these sessions (their token hashes): none of them may
   * be answered from memory any more. Lookups still running store nothing (one of them may have read
   * a session before it ended). Nothing to forget: nothing changes.
   */
  forget(tokenHashes: readonly string[]): void {
    if (tokenHashes.length === 0) return;
    this.generation++;
    for (const key of tokenHashes) this.entries.delete(key);
  }
}
