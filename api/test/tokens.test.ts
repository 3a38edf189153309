import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, openWithToken } from '../src/lib/crypto.js';
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

/** How many refresh tokens the sign-in of this refresh token has minted. */
async function familySize(refreshToken: string): Promise<number> {
  const { rows } = await tdb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(refreshToken)],
  );
  return Number(rows[0]?.n);
}

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

    // Past the grace for racing tabs (REFRESH_REUSE_GRACE_SECONDS, 20 by default), a reuse is theft.
    t.clock.advance(t.config.refreshReuseGraceSeconds + 1);
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
  it('strict (REFRESH_REUSE_GRACE_SECONDS=0): of concurrent refreshes with one token exactly one wins, the rest get 401 and never a 500', async () => {
    const strict = await createTestApp(tdb.db, { seed: false, config: { refreshReuseGraceSeconds: 0 }, clock: t.clock });
    try {
      for (let round = 0; round < 25; round++) {
        const s = await freshVendorSession();
        const results = await Promise.all(Array.from({ length: 8 }, () => refresh(s.refreshToken, strict.app)));
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
        for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('REFRESH_REUSED');
        // Only one new refresh token was minted from it.
        expect(await familySize(s.refreshToken)).toBe(2);
      }
    } finally {
      await strict.close();
    }
  });

  it('two tabs refreshing at the same moment both stay signed in: every racer gets the same new pair', async () => {
    for (let round = 0; round < 10; round++) {
      const s = await freshVendorSession();
      const results = await Promise.all(Array.from({ length: 4 }, () => refresh(s.refreshToken)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const pairs = results.map((r) => r.json() as { sessionToken: string; refreshToken: string; expiresIn: number });
      for (const p of pairs) {
        expect(p.sessionToken).toBe(pairs[0]!.sessionToken);
        expect(p.refreshToken).toBe(pairs[0]!.refreshToken);
        expect(p.expiresIn).toBeGreaterThan(0);
      }
      // One rotation happened: one new refresh token, the sign-in is not revoked, the new session works.
      expect(await familySize(s.refreshToken)).toBe(2);
      expect((await me(pairs[0]!.sessionToken)).statusCode).toBe(200);
      const fam = await tdb.db.query<{ revoked_at: Date | null }>(
        'SELECT f.revoked_at FROM auth_families f JOIN refresh_tokens r ON r.family_id = f.id WHERE r.token_hash = $1',
        [hashToken(s.refreshToken)],
      );
      expect(fam.rows[0]?.revoked_at).toBeNull();
    }
  });

  it('a tab refreshing a few seconds late gets the same pair; once that pair has moved on, a late reuse is refused without ending the sign-in', async () => {
    const s = await freshVendorSession();
    const first = (await refresh(s.refreshToken)).json();
    t.clock.advance(5);
    const late = await refresh(s.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ sessionToken: first.sessionToken, refreshToken: first.refreshToken });
    // The first tab rotates again: the pair the late tab would get is spent, so it is refused, but
    // within the grace the sign-in lives on.
    const second = (await refresh(first.refreshToken)).json();
    const stale = await refresh(s.refreshToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('REFRESH_REUSED');
    expect((await me(second.sessionToken)).statusCode).toBe(200);
    // After the grace a reuse of the first token revokes the whole sign-in.
    t.clock.advance(t.config.refreshReuseGraceSeconds);
    expect((await refresh(s.refreshToken)).json().code).toBe('REFRESH_REUSED');
    expect((await me(second.sessionToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('the stored successor opens only with the spent token: the database alone holds no usable token', async () => {
    const s = await freshVendorSession();
    const first = (await refresh(s.refreshToken)).json();
    const { rows } = await tdb.db.query<{ successor_sealed: string | null }>('SELECT successor_sealed FROM refresh_tokens WHERE token_hash = $1', [
      hashToken(s.refreshToken),
    ]);
    const sealed = rows[0]?.successor_sealed ?? '';
    expect(sealed).not.toBe('');
    expect(sealed).not.toContain(first.refreshToken);
    expect(openWithToken(s.refreshToken, sealed)).toContain(first.refreshToken);
    expect(openWithToken('rt_someone-else', sealed)).toBeNull();
  });
});

describe('a sign-in has a total life (SIGN_IN_MAX_AGE_SECONDS)', () => {
  it('refreshing never extends a sign-in past its cap; after it, refresh answers REFRESH_INVALID', async () => {
    const capped = await createTestApp(tdb.db, {
      seed: false,
      config: { signInMaxAgeSeconds: 3600, sessionTtlSeconds: 900, refreshTtlSeconds: 86_400 },
      clock: t.clock,
    });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const s = await signIn(capped, phone);
      let tokens = { refreshToken: s.refreshToken, sessionToken: s.sessionToken };
      // Every 14 minutes a refresh: the refresh token (1 day) never lasts past the hour of the sign-in.
      for (let minute = 14; minute < 60; minute += 14) {
        capped.clock.advance(14 * 60);
        const r = await refresh(tokens.refreshToken, capped.app);
        expect(r.statusCode, `minute ${minute}`).toBe(200);
        const body = r.json();
        expect(body.refreshExpiresIn).toBe(3600 - minute * 60);
        expect(body.expiresIn).toBe(Math.min(900, 3600 - minute * 60));
        tokens = body;
      }
      // Minute 56: the session ends at minute 60, not at 56 + 15.
      capped.clock.advance(4 * 60);
      expect((await me(tokens.sessionToken, capped.app)).statusCode).toBe(401);
      const late = await refresh(tokens.refreshToken, capped.app);
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe('REFRESH_INVALID');
      const { rows } = await tdb.db.query<{ expires_at: Date }>('SELECT expires_at FROM refresh_tokens WHERE token_hash = $1', [
        hashToken(tokens.refreshToken),
      ]);
      const signedInAt = t.clock().getTime() - 60 * 60 * 1000;
      expect(new Date(rows[0]!.expires_at).getTime()).toBe(signedInAt + 3600 * 1000);
    } finally {
      await capped.close();
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
