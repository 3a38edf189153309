import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/crypto.js';
import { addVendor, B, createTestApp, createTestDb, q, signIn, uniquePhone, type TestApp, type TestDb } from './helpers.js';

// The per-process session cache (SESSION_CACHE_MS, decision 0042): sign-out and refresh in the same
// process take effect at once; a revocation made elsewhere is seen within the cache's life.

let tdb: TestDb;
let one: TestApp;
let two: TestApp;
const TTL_MS = 300;

beforeAll(async () => {
  tdb = await createTestDb();
  one = await createTestApp(tdb.db, { seed: false, config: { sessionCacheMs: TTL_MS } });
  // A second API instance on the same database, with its own cache (another process).
  two = await createTestApp(await tdb.openAnother(), { seed: false, config: { sessionCacheMs: TTL_MS }, clock: one.clock });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await tdb.cleanup();
});

const me = (t: TestApp, sessionToken: string) => t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken } });
const logout = (t: TestApp, sessionToken: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/logout?${q({ role: 'vendor' })}`, headers: { sessionToken } });

async function freshSession() {
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  return signIn(one, phone);
}

describe('session cache', () => {
  it('sign-out in the same process ends the session at once, even though it was cached', async () => {
    const s = await freshSession();
    expect((await me(one, s.sessionToken)).statusCode).toBe(200);
    expect((await logout(one, s.sessionToken)).statusCode).toBe(200);
    expect((await me(one, s.sessionToken)).statusCode).toBe(401);
  });

  it('a refresh in the same process ends the old session at once', async () => {
    const s = await freshSession();
    expect((await me(one, s.sessionToken)).statusCode).toBe(200);
    const r = await one.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken: s.refreshToken, role: 'VENDOR' })}` });
    expect(r.statusCode).toBe(200);
    expect((await me(one, s.sessionToken)).statusCode).toBe(401);
    expect((await me(one, r.json().sessionToken)).statusCode).toBe(200);
  });

  it('a cached session still expires on time', async () => {
    const s = await freshSession();
    expect((await me(one, s.sessionToken)).statusCode).toBe(200);
    one.clock.advance(one.config.sessionTtlSeconds);
    expect((await me(one, s.sessionToken)).statusCode).toBe(401);
  });

  it('a sign-out through another process is seen here within SESSION_CACHE_MS', async () => {
    const s = await freshSession();
    expect((await me(one, s.sessionToken)).statusCode).toBe(200);
    const revokedAt = performance.now();
    expect((await logout(two, s.sessionToken)).statusCode).toBe(200);
    expect((await me(two, s.sessionToken)).statusCode).toBe(401);
    // Process one may answer from memory for at most TTL_MS more; then it must refuse.
    let status = 200;
    while (status === 200 && performance.now() - revokedAt < TTL_MS + 2000) {
      status = (await me(one, s.sessionToken)).statusCode;
      if (status === 200) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(status).toBe(401);
    expect(performance.now() - revokedAt).toBeLessThan(TTL_MS + 2000);
    const { rows } = await tdb.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE token_hash = $1', [hashToken(s.sessionToken)]);
    expect(rows[0]?.revoked_at).not.toBeNull();
  });

  it('refresh and sign-out forget only the sessions they end: made-up or spent tokens forget nothing', async () => {
    // A long cache life, so what is remembered stays remembered for the whole test.
    const long = await createTestApp(tdb.db, { seed: false, config: { sessionCacheMs: 10_000 }, clock: one.clock });
    try {
      const signInHere = async () => {
        const phone = uniquePhone();
        await addVendor(tdb.db, phone);
        return signIn(long, phone);
      };
      const [kept, other, third] = [await signInHere(), await signInHere(), await signInHere()];
      for (const s of [kept, other, third]) expect((await me(long, s.sessionToken)).statusCode).toBe(200);
      // Ended directly in the database: this process keeps answering it from memory.
      await tdb.db.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2', [long.clock(), hashToken(kept.sessionToken)]);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);

      // Anonymous calls with made-up tokens (and with none) forget nothing.
      const made = 'rt_made-up-token-made-up-token-made-up-token-00';
      const refresh = (refreshToken: string) => long.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken, role: 'VENDOR' })}` });
      expect((await refresh(made)).statusCode).toBe(401);
      expect(
        (await long.app.inject({ method: 'POST', url: `${B}/auth/logout?${q({ role: 'vendor' })}`, headers: { sessionToken: 'st_made-up' } })).statusCode,
      ).toBe(200);
      expect((await long.app.inject({ method: 'POST', url: `${B}/auth/logout?${q({ role: 'vendor' })}`, headers: { refreshToken: made } })).statusCode).toBe(
        200,
      );
      expect((await long.app.inject({ method: 'POST', url: `${B}/auth/logout?${q({ role: 'vendor' })}` })).statusCode).toBe(200);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);

      // A real sign-out ends its own session here at once, and only that one.
      expect((await logout(long, other.sessionToken)).statusCode).toBe(200);
      expect((await me(long, other.sessionToken)).statusCode).toBe(401);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);
      // A refresh ends the session it replaces here at once, and only that one.
      const rotated = await refresh(third.refreshToken);
      expect(rotated.statusCode).toBe(200);
      expect((await me(long, third.sessionToken)).statusCode).toBe(401);
      expect((await me(long, rotated.json().sessionToken)).statusCode).toBe(200);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);
      // The spent refresh token again, within the grace: the same pair, and nothing ended or forgotten.
      const again = await refresh(third.refreshToken);
      expect(again.json().sessionToken).toBe(rotated.json().sessionToken);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);
      // A sign-out with only the refresh token ends the session it belongs to here at once.
      const next = rotated.json() as { sessionToken: string; refreshToken: string };
      expect(
        (await long.app.inject({ method: 'POST', url: `${B}/auth/logout?${q({ role: 'vendor' })}`, headers: { refreshToken: next.refreshToken } })).statusCode,
      ).toBe(200);
      expect((await me(long, next.sessionToken)).statusCode).toBe(401);
      expect((await me(long, kept.sessionToken)).statusCode).toBe(200);
    } finally {
      await long.close();
    }
  });

  it('with SESSION_CACHE_MS=0 (the API tests’ setting) every request reads the database', async () => {
    const plain = await createTestApp(tdb.db, { seed: false, clock: one.clock });
    try {
      expect(plain.config.sessionCacheMs).toBe(0);
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const s = await signIn(plain, phone);
      expect((await me(plain, s.sessionToken)).statusCode).toBe(200);
      await tdb.db.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2', [plain.clock(), hashToken(s.sessionToken)]);
      expect((await me(plain, s.sessionToken)).statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
