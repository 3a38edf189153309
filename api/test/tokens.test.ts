import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/crypto.js';
import { addVendor, B, createTestApp, createTestDb, q, signIn, uniquePhone, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: false });
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const refresh = (refreshToken: string, app = t.app) => app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken, role: 'VENDOR' })}` });
const me = (sessionToken: string, app = t.app) => app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken } });

async function freshVendorSession() {
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  return { phone, ...(await signIn(t, phone)) };
}

describe('sessions', () => {
  it('stores only hashes of tokens', async () => {
    const s = await freshVendorSession();
    const sess = await tdb.db.query('SELECT token_hash FROM sessions WHERE token_hash = $1', [hashToken(s.sessionToken)]);
    expect(sess.rows).toHaveLength(1);
    const raw = await tdb.db.query('SELECT id FROM sessions WHERE token_hash = $1', [s.sessionToken]);
    expect(raw.rows).toHaveLength(0);
    const rt = await tdb.db.query('SELECT id FROM refresh_tokens WHERE token_hash = $1', [hashToken(s.refreshToken)]);
    expect(rt.rows).toHaveLength(1);
  });

  it('a session token expires after SESSION_TTL_SECONDS (900)', async () => {
    const s = await freshVendorSession();
    expect((await me(s.sessionToken)).statusCode).toBe(200);
    t.clock.advance(899);
    expect((await me(s.sessionToken)).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await me(s.sessionToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // ...and the refresh token brings a new one.
    const r = await refresh(s.refreshToken);
    expect(r.statusCode).toBe(200);
    expect((await me(r.json().sessionToken)).statusCode).toBe(200);
  });

  it('401 UNAUTHENTICATED without a token or with an unknown one; Bearer is accepted', async () => {
    const s = await freshVendorSession();
    expect((await t.app.inject({ method: 'GET', url: `${B}/vendor` })).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      error: 'Unauthorized',
    });
    expect((await me('st_not-a-real-token')).statusCode).toBe(401);
    const bearer = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { authorization: `Bearer ${s.sessionToken}` } });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('POST auth/token/refresh', () => {
  it('rotates: new tokens, old refresh token spent, old session ended', async () => {
    const s = await freshVendorSession();
    const r = await refresh(s.refreshToken);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ expiresIn: 900 });
    expect(body.sessionToken).not.toBe(s.sessionToken);
    expect(body.refreshToken).not.toBe(s.refreshToken);
    expect((await me(body.sessionToken)).statusCode).toBe(200);
    expect((await me(s.sessionToken)).statusCode).toBe(401);
    const used = await tdb.db.query<{ used_at: Date | null }>('SELECT used_at FROM refresh_tokens WHERE token_hash = $1', [hashToken(s.refreshToken)]);
    expect(used.rows[0]?.used_at).not.toBeNull();
  });

  it('accepts the refresh token in the refreshToken header too', async () => {
    const s = await freshVendorSession();
    const r = await t.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?role=VENDOR`, headers: { refreshToken: s.refreshToken } });
    expect(r.statusCode).toBe(200);
  });

  it('refuses a reused refresh token (REFRESH_REUSED) and revokes the whole sign-in', async () => {
    const s = await freshVendorSession();
    const first = (await refresh(s.refreshToken)).json();
    const second = (await refresh(first.refreshToken)).json();
    expect((await me(second.sessionToken)).statusCode).toBe(200);

    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'REFRESH_REUSED' });
    // Every session and refresh token of that sign-in is dead now.
    expect((await me(second.sessionToken)).statusCode).toBe(401);
    const r = await refresh(second.refreshToken);
    expect(r.statusCode).toBe(401);
    const fam = await tdb.db.query<{ revoked_reason: string }>(
      'SELECT f.revoked_reason FROM auth_families f JOIN refresh_tokens r ON r.family_id = f.id WHERE r.token_hash = $1',
      [hashToken(s.refreshToken)],
    );
    expect(fam.rows[0]?.revoked_reason).toBe('refresh_token_reuse');
  });

  it('a reuse does not touch the same vendor’s other sign-ins', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const a = await signIn(t, phone);
    t.clock.advance(31);
    const b = await signIn(t, phone);
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await me(b.sessionToken)).statusCode).toBe(200);
  });

  it('REFRESH_INVALID for unknown and expired refresh tokens', async () => {
    const unknown = await refresh('rt_nope');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('REFRESH_INVALID');
    const s = await freshVendorSession();
    t.clock.advance(30 * 86_400);
    const expired = await refresh(s.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('REFRESH_INVALID');
  });

  it('400 when no refresh token is given', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?role=VENDOR` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REFRESH_TOKEN_MISSING');
  });

  // Several rounds: on PostgreSQL the racing losers once deadlocked each other now and then (a 500).
  it('of concurrent refreshes with one token exactly one wins, the rest get 401 and never a 500', async () => {
    for (let round = 0; round < 25; round++) {
      const s = await freshVendorSession();
      const results = await Promise.all(Array.from({ length: 8 }, () => refresh(s.refreshToken)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('REFRESH_REUSED');
      // Only one new refresh token was minted from it.
      const { rows } = await tdb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [hashToken(s.refreshToken)],
      );
      expect(Number(rows[0]?.n)).toBe(2);
    }
  });

  it('with REFRESH_REUSE_GRACE_SECONDS a racing duplicate is refused without revoking the sign-in', async () => {
    const graceful = await createTestApp(tdb.db, { seed: false, config: { refreshReuseGraceSeconds: 10 }, clock: t.clock });
    try {
      const s = await freshVendorSession();
      const results = await Promise.all([refresh(s.refreshToken, graceful.app), refresh(s.refreshToken, graceful.app)]);
      const winner = results.find((r) => r.statusCode === 200);
      const loser = results.find((r) => r.statusCode !== 200);
      expect(winner).toBeDefined();
      expect(loser?.json().code).toBe('REFRESH_REUSED');
      expect((await me(winner!.json().sessionToken, graceful.app)).statusCode).toBe(200);
      // After the grace window a reuse revokes as usual.
      t.clock.advance(11);
      expect((await refresh(s.refreshToken, graceful.app)).json().code).toBe('REFRESH_REUSED');
      expect((await me(winner!.json().sessionToken, graceful.app)).statusCode).toBe(401);
    } finally {
      await graceful.close();
    }
  });
});

describe('POST auth/logout', () => {
  it('revokes the session and its refresh tokens, and is idempotent', async () => {
    const s = await freshVendorSession();
    const url = `${B}/auth/logout?${q({ phoneNumber: s.phone, role: 'vendor' })}`;
    const out = await t.app.inject({ method: 'POST', url, headers: { sessionToken: s.sessionToken, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toHaveProperty('successMsg');
    expect((await me(s.sessionToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url, headers: { sessionToken: s.sessionToken } });
    expect(again.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url });
    expect(none.statusCode).toBe(200);
  });
});
