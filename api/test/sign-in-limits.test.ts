import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config/env.js';
import { manualClock } from '../src/lib/clock.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, q, uniquePhone, type TestApp, type TestDb } from './helpers.js';

// Sign-in abuse (decision 0039): per-caller and overall limits on auth/otp/send and auth/otp/verify,
// wrong codes counted per caller and per code, every counter in the database.

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb();
});
afterAll(async () => {
  await tdb.cleanup();
});

const WIDE = {
  windowSeconds: 600,
  sendPerCaller: 1e6,
  sendGlobal: 1e6,
  verifyPerCaller: 1e6,
  verifyGlobal: 1e6,
  wrongCodesPerCallerHour: 1e6,
  wrongPerCodePerCaller: 5,
  wrongPerCodeTotal: 20,
  sendsPerNumberPerCallerHour: 5,
  sendsPerNumberHour: 10,
};

let day = 0;
/**
 * An app on the shared test database with these limits (the rest out of reach); seeded demo data.
 * Each starts a day after the one before, so the overall counters of earlier tests have run out.
 */
async function appWith(limits: Partial<Config['limits']>, db = tdb.db, clock = manualClock(new Date(Date.now() + ++day * 86_400_000))): Promise<TestApp> {
  return createTestApp(db, { config: { limits: { ...WIDE, ...limits } }, clock });
}

const send = (t: TestApp, phone: string, caller: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}`, remoteAddress: caller });
const verify = (t: TestApp, phone: string, otp: string, caller: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp, role: 'VENDOR' })}`, remoteAddress: caller });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await tdb.db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** A 429 as every sign-in limit answers it: JSON, RATE_LIMITED, Retry-After = retryAfterSeconds. */
function expectTooMany(res: Awaited<ReturnType<typeof send>>): number {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests' });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  return body.retryAfterSeconds;
}

describe('auth/otp/send', () => {
  it('per caller: after AUTH_SEND_PER_CALLER calls in the window, 429 with Retry-After; other callers go on; the window ends', async () => {
    const t = await appWith({ sendPerCaller: 3 });
    try {
      // Unregistered numbers: the answer that tells who is a seller is what the limit throttles.
      for (let i = 0; i < 3; i++) expect((await send(t, uniquePhone(), '10.1.0.1')).statusCode).toBe(404);
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const codesBefore = await count('SELECT count(*)::int AS n FROM otp_codes WHERE phone = $1', [phone]);
      const wait = expectTooMany(await send(t, phone, '10.1.0.1'));
      expect(wait).toBeLessThanOrEqual(600);
      // Nothing was sent or stored for the refused call.
      expect(t.delivery.sent.filter((s) => s.phone === phone)).toHaveLength(0);
      expect(await count('SELECT count(*)::int AS n FROM otp_codes WHERE phone = $1', [phone])).toBe(codesBefore);
      // Another caller is not affected.
      expect((await send(t, phone, '10.1.0.2')).statusCode).toBe(200);
      // When the window has passed, the first caller may ask again.
      t.clock.advance(wait);
      expect((await send(t, uniquePhone(), '10.1.0.1')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('overall: AUTH_SEND_GLOBAL calls from any callers, then 429 for everyone', async () => {
    const t = await appWith({ sendGlobal: 4 });
    try {
      for (let i = 0; i < 4; i++) expect((await send(t, uniquePhone(), `10.2.0.${i + 1}`)).statusCode).toBe(404);
      const res = await send(t, uniquePhone(), '10.2.0.99');
      expectTooMany(res);
      expect(res.json().message).toMatch(/busy/);
    } finally {
      await t.close();
    }
  });

  it('demo fixed-code numbers are outside the send limits (demo contract); others are not', async () => {
    const t = await appWith({ sendPerCaller: 1, sendGlobal: 1 });
    try {
      for (let i = 0; i < 12; i++) expect((await send(t, DEMO.approved, '10.3.0.1')).statusCode).toBe(200);
      expect((await verify(t, DEMO.approved, '123456', '10.3.0.1')).statusCode).toBe(200);
      expect((await send(t, uniquePhone(), '10.3.0.1')).statusCode).toBe(404);
      expectTooMany(await send(t, uniquePhone(), '10.3.0.1'));
    } finally {
      await t.close();
    }
  });

  it('a stranger can spend at most their share of a number’s sends: 5 an hour per caller, the owner keeps the rest', async () => {
    const t = await appWith({});
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      for (let i = 0; i < 5; i++) {
        expect((await send(t, phone, '10.4.0.66')).statusCode).toBe(200);
        t.clock.advance(31);
      }
      expectTooMany(await send(t, phone, '10.4.0.66'));
      const owner = await send(t, phone, '10.4.0.1');
      expect(owner.statusCode).toBe(200);
      const rows = await tdb.db.query<{ caller: string; n: number }>(
        'SELECT caller, count(*)::int AS n FROM otp_sends WHERE phone = $1 GROUP BY caller ORDER BY caller',
        [phone],
      );
      expect(rows.rows.map((r) => [r.caller, Number(r.n)])).toEqual([
        ['10.4.0.1', 1],
        ['10.4.0.66', 5],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('auth/otp/verify', () => {
  it('per caller: after AUTH_VERIFY_PER_CALLER calls, 429 and no sign-in is made', async () => {
    const t = await appWith({ verifyPerCaller: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '10.5.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await verify(t, phone, '000000', '10.5.0.1')).statusCode).toBe(401);
      const familiesBefore = await count('SELECT count(*)::int AS n FROM auth_families WHERE phone = $1', [phone]);
      expectTooMany(await verify(t, phone, t.delivery.lastCodeFor(phone), '10.5.0.1'));
      expect(await count('SELECT count(*)::int AS n FROM auth_families WHERE phone = $1', [phone])).toBe(familiesBefore);
      // The same code from the owner's own network still signs in.
      expect((await verify(t, phone, t.delivery.lastCodeFor(phone), '10.5.0.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('overall: AUTH_VERIFY_GLOBAL calls from any callers, then 429', async () => {
    const t = await appWith({ verifyGlobal: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await verify(t, uniquePhone(), '000000', `10.6.0.${i + 1}`)).statusCode).toBe(404);
      expectTooMany(await verify(t, uniquePhone(), '000000', '10.6.0.50'));
    } finally {
      await t.close();
    }
  });

  it('wrong codes per caller over every number (AUTH_WRONG_CODES_PER_CALLER_HOUR): a guesser moving between numbers is stopped', async () => {
    const t = await appWith({ wrongCodesPerCallerHour: 4 });
    try {
      const [a, b] = [uniquePhone(), uniquePhone()];
      for (const p of [a, b]) {
        await addVendor(tdb.db, p);
        expect((await send(t, p, '10.7.0.1')).statusCode).toBe(200);
      }
      for (const p of [a, a, b, b]) expect((await verify(t, p, '000000', '10.7.0.66')).json().code).toBe('OTP_INVALID');
      const res = await verify(t, a, t.delivery.lastCodeFor(a), '10.7.0.66');
      expectTooMany(res);
      expect(res.json().message).toMatch(/wrong codes/);
      // The owners, elsewhere, sign in with their codes.
      expect((await verify(t, a, t.delivery.lastCodeFor(a), '10.7.0.1')).statusCode).toBe(200);
      expect((await verify(t, b, t.delivery.lastCodeFor(b), '10.7.0.1')).statusCode).toBe(200);
      // After the hour the guesser's count starts again.
      t.clock.advance(3600);
      const c = uniquePhone();
      await addVendor(tdb.db, c);
      await send(t, c, '10.7.0.1');
      expect((await verify(t, c, '000000', '10.7.0.66')).json().code).toBe('OTP_INVALID');
    } finally {
      await t.close();
    }
  });

  it('a stranger’s five wrong codes do not lock the owner out; the code ends only after AUTH_WRONG_PER_CODE_TOTAL wrong tries', async () => {
    const t = await appWith({ wrongPerCodeTotal: 10 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '10.8.0.1')).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      const wrong = code === '111111' ? '222222' : '111111';
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await verify(t, phone, wrong, '10.8.0.66')).json());
      expect(answers.map((a) => a.code)).toEqual([
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_ATTEMPTS_EXCEEDED',
        'OTP_ATTEMPTS_EXCEEDED',
      ]);
      // The stranger is done with this code, even with the right one ...
      expect((await verify(t, phone, code, '10.8.0.66')).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
      // ... the owner is not.
      expect((await verify(t, phone, code, '10.8.0.1')).statusCode).toBe(200);

      // A second code: two strangers use up the total of 10, then the code is dead for everyone.
      t.clock.advance(31);
      expect((await send(t, phone, '10.8.0.1')).statusCode).toBe(200);
      const code2 = t.delivery.lastCodeFor(phone);
      const wrong2 = code2 === '111111' ? '222222' : '111111';
      for (const stranger of ['10.8.0.66', '10.8.0.77']) for (let i = 0; i < 5; i++) await verify(t, phone, wrong2, stranger);
      const { rows } = await tdb.db.query<{ attempts: number }>('SELECT attempts FROM otp_codes WHERE phone = $1 ORDER BY seq DESC LIMIT 1', [phone]);
      expect(Number(rows[0]?.attempts)).toBe(10);
      expect((await verify(t, phone, code2, '10.8.0.1')).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    } finally {
      await t.close();
    }
  });
});

describe('the counters live in the database', () => {
  it('two API instances on one database count together', async () => {
    const other = await tdb.openAnother();
    const one = await appWith({ sendPerCaller: 3 });
    const two = await appWith({ sendPerCaller: 3 }, other, one.clock);
    try {
      expect((await send(one, uniquePhone(), '10.9.0.1')).statusCode).toBe(404);
      expect((await send(two, uniquePhone(), '10.9.0.1')).statusCode).toBe(404);
      expect((await send(one, uniquePhone(), '10.9.0.1')).statusCode).toBe(404);
      expectTooMany(await send(two, uniquePhone(), '10.9.0.1'));
      expectTooMany(await send(one, uniquePhone(), '10.9.0.1'));
      const { rows } = await tdb.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', ['send:caller:10.9.0.1']);
      expect(Number(rows[0]?.count)).toBe(5);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
