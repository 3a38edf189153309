import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeExpiredSignIns, schedulePurge } from '../src/features/auth/service.js';
import { hashToken } from '../src/lib/crypto.js';
import { addVendor, B, createTestApp, createTestDb, q, type TestApp, type TestDb, uniquePhone } from './helpers.js';

// Expired sessions, refresh tokens, the sign-ins they leave empty, codes, sends, counters and devices
// are deleted; live ones are untouched. The same hourly purge forgets Idempotency-Key answers past
// their 24 hours and the usage windows that have ended.

let tdb: TestDb;
let t: TestApp;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: false, config: { deviceTtlSeconds: 40 * 86_400 } });
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken, role: 'VENDOR' })}` });

async function signInPhone(phone: string) {
  await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}` });
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp: t.delivery.lastCodeFor(phone), role: 'VENDOR' })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sessionToken: string; refreshToken: string };
}

async function rowsOf(phone: string) {
  const n = async (sql: string) => Number((await tdb.db.query<{ n: number }>(sql, [phone])).rows[0]?.n);
  return {
    signIns: await n('SELECT count(*)::int AS n FROM auth_families WHERE phone = $1'),
    sessions: await n('SELECT count(*)::int AS n FROM sessions s JOIN auth_families f ON f.id = s.family_id WHERE f.phone = $1'),
    refreshTokens: await n('SELECT count(*)::int AS n FROM refresh_tokens r JOIN auth_families f ON f.id = r.family_id WHERE f.phone = $1'),
    codes: await n('SELECT count(*)::int AS n FROM otp_codes WHERE phone = $1'),
    sends: await n('SELECT count(*)::int AS n FROM otp_sends WHERE phone = $1'),
    devices: await n('SELECT count(*)::int AS n FROM auth_devices WHERE phone = $1'),
  };
}

describe('purge of expired sign-in data', () => {
  it('deletes an expired sign-in with its sessions, refresh tokens, codes, sends and device; a live one stays and still refreshes', async () => {
    const [old, live] = [uniquePhone(), uniquePhone()];
    await addVendor(tdb.db, old);
    await addVendor(tdb.db, live);
    const oldTokens = await signInPhone(old);
    // One rotation, so the old sign-in has a used refresh token and two sessions.
    expect((await refresh(oldTokens.refreshToken)).statusCode).toBe(200);
    expect(await rowsOf(old)).toMatchObject({ signIns: 1, sessions: 2, refreshTokens: 2, codes: 1, sends: 1, devices: 1 });

    // 42 days later: the old refresh tokens (30 days) expired more than a day ago, its device (40 days) too.
    t.clock.advance(42 * 86_400);
    const liveTokens = await signInPhone(live);
    const purged = await purgeExpiredSignIns(t.app.ctx);
    expect(purged).toMatchObject({ sessions: expect.any(Number), refreshTokens: expect.any(Number) });
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(purged.refreshTokens).toBeGreaterThanOrEqual(2);
    expect(purged.signIns).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(old)).toEqual({ signIns: 0, sessions: 0, refreshTokens: 0, codes: 0, sends: 0, devices: 0 });
    expect(await rowsOf(live)).toMatchObject({ signIns: 1, sessions: 1, refreshTokens: 1, devices: 1 });

    // The purged refresh token is simply not valid (no 500); the live sign-in goes on.
    expect((await refresh(oldTokens.refreshToken)).json()).toMatchObject({ statusCode: 401, code: 'REFRESH_INVALID' });
    const r = await refresh(liveTokens.refreshToken);
    expect(r.statusCode).toBe(200);
    const stored = await tdb.db.query('SELECT id FROM sessions WHERE token_hash = $1', [hashToken(r.json().sessionToken)]);
    expect(stored.rows).toHaveLength(1);
  });

  it('keeps a session for a day after its expiry (it still answers "expired"), then deletes it', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const s = await signInPhone(phone);
    t.clock.advance(900 + 3600);
    await purgeExpiredSignIns(t.app.ctx);
    const me = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken: s.sessionToken } });
    expect(me.json()).toMatchObject({ statusCode: 401, message: 'Your session has expired.' });
    t.clock.advance(86_400);
    await purgeExpiredSignIns(t.app.ctx);
    expect((await tdb.db.query('SELECT id FROM sessions WHERE token_hash = $1', [hashToken(s.sessionToken)])).rows).toHaveLength(0);
    // Its refresh token (30 days) is still there and works.
    expect((await refresh(s.refreshToken)).statusCode).toBe(200);
  });

  it('the API process runs the purge on its own (at start, then every interval)', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await signInPhone(phone);
    t.clock.advance(100 * 86_400);
    const stop = schedulePurge(t.app.ctx, 60_000);
    try {
      await vi.waitFor(async () => expect(await rowsOf(phone)).toMatchObject({ signIns: 0, sessions: 0, refreshTokens: 0 }), { timeout: 10_000 });
    } finally {
      stop();
    }
  });

  it('the same purge forgets Idempotency-Key answers older than 24 hours and ended usage windows, by the database clock, not the app clock', async () => {
    const vendorId = await addVendor(tdb.db, uniquePhone());
    const key = (name: string, ageSeconds: number) =>
      tdb.db.query(
        `INSERT INTO idempotency_keys (owner_kind, owner_id, key, request_hash, claim_token, created_at, lease_until, status_code, content_type, body)
         VALUES ('vendor', $1, $2, 'h', gen_random_uuid(), now() - make_interval(secs => $3), now() - make_interval(secs => $3) + interval '120 seconds', 200, 'application/json', '{}')`,
        [vendorId, name, ageSeconds],
      );
    await key('old', 24 * 3600 + 60);
    await key('young', 23 * 3600);
    await key('new', 0);
    await tdb.db.query(
      `INSERT INTO idempotency_usage (owner_kind, owner_id, window_ends, keys, bytes) VALUES
         ('vendor', $1, now() - interval '1 second', 3, 100), ('customer', $1, now() + interval '1 hour', 1, 10)`,
      [vendorId],
    );
    const keys = async () =>
      (await tdb.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE owner_id = $1 ORDER BY key', [vendorId])).rows.map((r) => r.key);
    const windows = async () =>
      (await tdb.db.query<{ owner_kind: string }>('SELECT owner_kind FROM idempotency_usage WHERE owner_id = $1', [vendorId])).rows.map((r) => r.owner_kind);
    // The app's clock two months ahead: the keys' ages are not judged by it.
    t.clock.advance(60 * 86_400);
    const stop = schedulePurge(t.app.ctx, 60_000);
    try {
      await vi.waitFor(async () => expect(await keys()).toEqual(['new', 'young']), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await windows()).toEqual(['customer']), { timeout: 10_000 });
    } finally {
      stop();
    }
  });
});
