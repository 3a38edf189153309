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

const WIDE: Config['limits'] = {
  windowSeconds: 600,
  sendPerCaller: 1e6,
  verifyPerCaller: 1e6,
  wrongCodesPerCallerHour: 1e6,
  wrongPerCodePerCaller: 5,
  wrongPerCodeTotal: 20,
  wrongPerNumberDay: 1e6,
  wrongPerDeviceDay: 1e6,
  sendsPerNumberPerCallerHour: 5,
  sendsPerNumberHour: 10,
  sendsPerDeviceHour: 5,
};

let day = 0;
/**
 * An app on the shared test database with these limits (the rest out of reach), behind one proxy
 * hop (TRUST_PROXY=1: the caller is the last X-Forwarded-For entry); seeded demo data. Each starts a
 * day after the one before, so the counters of earlier tests have run out.
 */
async function appWith(limits: Partial<Config['limits']>, db = tdb.db, clock = manualClock(new Date(Date.now() + ++day * 86_400_000))): Promise<TestApp> {
  return createTestApp(db, { config: { limits: { ...WIDE, ...limits }, trustProxy: 1 }, clock });
}

/** A call as the proxy forwards it: from the proxy's address, the client in X-Forwarded-For; a device token when given. */
const via = (caller: string, device?: string) => ({
  remoteAddress: '10.255.0.1',
  headers: { 'x-forwarded-for': caller, ...(device ? { 'x-device-token': device } : {}) },
});
const send = (t: TestApp, phone: string, caller: string, device?: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}`, ...via(caller, device) });
const verify = (t: TestApp, phone: string, otp: string, caller: string, device?: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp, role: 'VENDOR' })}`, ...via(caller, device) });
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

/** Signs a vendor in from `caller` and answers the device token the API gave that device. */
async function signInDevice(t: TestApp, phone: string, caller: string): Promise<string> {
  expect((await send(t, phone, caller)).statusCode).toBe(200);
  const res = await verify(t, phone, t.delivery.lastCodeFor(phone), caller);
  expect(res.statusCode, res.body).toBe(200);
  const device = res.headers['x-device-token'];
  expect(device).toMatch(/^dt_[A-Za-z0-9_-]{43}$/);
  return String(device);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await tdb.db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** A 429 as every sign-in limit answers it: JSON, RATE_LIMITED, Retry-After = retryAfterSeconds. */
function expectTooMany(res: Awaited<ReturnType<typeof send>>): number {
  expect(res.statusCode, res.body).toBe(429);
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

  it('demo fixed-code numbers are outside the send limits (demo contract); others are not', async () => {
    const t = await appWith({ sendPerCaller: 1 });
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

// Issue 20 (decision 0046): nothing one person does stops other vendors; a vendor's known device
// keeps signing in while a stranger hammers the number; guessing a chosen vendor's code is capped
// per number. Many callers are simulated through X-Forwarded-For behind one trusted proxy hop.
describe('what one person can turn against everyone (issue 20)', () => {
  it('a hundred addresses asking about unregistered numbers do not stop another vendor from signing in', async () => {
    const t = await appWith({ sendPerCaller: 3, verifyPerCaller: 3 });
    try {
      for (let a = 1; a <= 100; a++) {
        const caller = `198.51.${Math.floor(a / 200)}.${a}`;
        for (let i = 0; i < 3; i++) expect((await send(t, uniquePhone(), caller)).statusCode).toBe(404);
        expectTooMany(await send(t, uniquePhone(), caller));
        expect((await verify(t, uniquePhone(), '000000', caller)).statusCode).toBe(404);
      }
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '203.0.113.50')).statusCode).toBe(200);
      expect((await verify(t, phone, t.delivery.lastCodeFor(phone), '203.0.113.50')).statusCode).toBe(200);
      expect(await count("SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'send:global%' OR key LIKE 'verify:global%'")).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('an IPv6 /48 counts five /64s’ worth: one site cannot multiply its allowance by changing /64', async () => {
    const t = await appWith({ sendPerCaller: 2 });
    try {
      // Ten different /64s of 2001:db8:48::/48, two calls each allowed, but the /48 stops at 10.
      const answers: number[] = [];
      for (let i = 0; i < 7; i++)
        for (let k = 0; k < 2; k++) answers.push((await send(t, uniquePhone(), `2001:db8:48:${i.toString(16)}::${k + 1}`)).statusCode);
      expect(answers.filter((s) => s === 404)).toHaveLength(10);
      expect(answers.slice(10).every((s) => s === 429)).toBe(true);
      // Another site is untouched.
      expect((await send(t, uniquePhone(), '2001:db8:49:1::1')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('X-Forwarded-For entries a caller adds in front are not believed with a hop count', async () => {
    const t = await appWith({ sendPerCaller: 2 });
    try {
      for (let i = 0; i < 2; i++) expect((await send(t, uniquePhone(), `1.2.3.${i}, 203.0.113.77`)).statusCode).toBe(404);
      expectTooMany(await send(t, uniquePhone(), '9.9.9.9, 203.0.113.77'));
    } finally {
      await t.close();
    }
  });

  it('two addresses spending the number’s ten sends do not keep the owner’s known device from a code', async () => {
    const t = await appWith({});
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const device = await signInDevice(t, phone, '100.64.0.10');
      t.clock.advance(3600);
      for (const stranger of ['192.0.2.1', '192.0.2.2'])
        for (let i = 0; i < 5; i++) {
          expect((await send(t, phone, stranger)).statusCode).toBe(200);
          t.clock.advance(31);
        }
      // Without the device, the number's sends for the hour are spent, from any address.
      expectTooMany(await send(t, phone, '100.64.0.11'));
      // The owner's device gets its own code and signs in with it.
      expect((await send(t, phone, '100.64.0.11', device)).statusCode).toBe(200);
      const res = await verify(t, phone, t.delivery.lastCodeFor(phone), '100.64.0.11', device);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ userType: 'vendor', sessionToken: expect.stringMatching(/^st_/) });
      // A known device is not given a second token.
      expect(res.headers['x-device-token']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('the owner’s device still signs in while a stranger hammers the number from many addresses and from the owner’s own network', async () => {
    const t = await appWith({ sendPerCaller: 10, verifyPerCaller: 30, wrongCodesPerCallerHour: 20, wrongPerNumberDay: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const owner = '100.64.1.1';
      const device = await signInDevice(t, phone, owner);
      t.clock.advance(3600);
      // The owner asks for a code on the known device ...
      expect((await send(t, phone, owner, device)).statusCode).toBe(200);
      const ownerCode = t.delivery.lastCodeFor(phone);
      // ... and a stranger, from fifty addresses and from the owner's own address (a shared NAT),
      // asks for codes (superseding the anonymous ones), guesses, and uses up every per-caller limit.
      for (let a = 1; a <= 50; a++) {
        const stranger = `192.0.2.${a}`;
        await send(t, phone, stranger);
        for (let i = 0; i < 3; i++) await verify(t, phone, wrongFor(ownerCode), stranger);
        t.clock.advance(1);
      }
      for (let i = 0; i < 40; i++) {
        await send(t, uniquePhone(), owner);
        await verify(t, phone, wrongFor(ownerCode), owner);
      }
      expectTooMany(await send(t, uniquePhone(), owner));
      expectTooMany(await verify(t, phone, ownerCode, owner));
      // Every anonymous guess was stopped by the number's budget: 3 counted wrong codes today.
      const { rows } = await tdb.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [`wrong:number:${phone}`]);
      expect(Number(rows[0]?.count)).toBe(3);
      // The owner's device, on the same address, types the code of its own message: signed in.
      const res = await verify(t, phone, ownerCode, owner, device);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().vendorId).toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('a known device also accepts the code of the latest message when a stranger asked for it', async () => {
    const t = await appWith({});
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const device = await signInDevice(t, phone, '100.64.2.1');
      t.clock.advance(60);
      expect((await send(t, phone, '100.64.2.1', device)).statusCode).toBe(200);
      expect((await send(t, phone, '192.0.2.200')).statusCode).toBe(200);
      const latest = t.delivery.lastCodeFor(phone);
      expect((await verify(t, phone, latest, '100.64.2.1', device)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a device token counts only for its own number, and a made-up one for nothing', async () => {
    const t = await appWith({ sendPerCaller: 1 });
    try {
      const [mine, other] = [uniquePhone(), uniquePhone()];
      await addVendor(tdb.db, mine);
      await addVendor(tdb.db, other);
      const device = await signInDevice(t, mine, '100.64.3.1');
      expectTooMany(await send(t, other, '100.64.3.1', device));
      expectTooMany(await send(t, other, '100.64.3.1', 'dt_made-up'));
      // On its own number the device is outside the per-caller limit.
      t.clock.advance(31);
      expect((await send(t, mine, '100.64.3.1', device)).statusCode).toBe(200);
      // Only the SHA-256 of the token is stored.
      expect(await count('SELECT count(*)::int AS n FROM auth_devices WHERE phone = $1', [mine])).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM auth_devices WHERE token_hash = $1', [device])).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('a known device has its own daily budget of wrong codes', async () => {
    const t = await appWith({ wrongPerDeviceDay: 4 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const device = await signInDevice(t, phone, '100.64.4.1');
      t.clock.advance(60);
      expect((await send(t, phone, '100.64.4.1', device)).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      for (let i = 0; i < 4; i++) expect((await verify(t, phone, wrongFor(code), '100.64.4.1', device)).json().code).toBe('OTP_INVALID');
      const res = await verify(t, phone, code, '100.64.4.1', device);
      expectTooMany(res);
      expect(res.json().message).toMatch(/wrong codes on this device/);
    } finally {
      await t.close();
    }
  });

  it('guessing one chosen vendor’s code: at most AUTH_WRONG_PER_NUMBER_DAY (3) guesses a day over every address, under 1 in 10,000 a month', async () => {
    const t = await appWith({ sendPerCaller: 10, verifyPerCaller: 30, wrongCodesPerCallerHour: 20, wrongPerNumberDay: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      let evaluated = 0;
      let address = 0;
      // 31 days; every day the attacker asks for a fresh code and tries 10 guesses from 10 new addresses.
      for (let d = 0; d < 31; d++) {
        expect((await send(t, phone, `198.18.${d}.1`)).statusCode).toBe(200);
        const code = t.delivery.lastCodeFor(phone);
        for (let i = 0; i < 10; i++) {
          address++;
          const res = await verify(t, phone, wrongFor(code), `198.19.${Math.floor(address / 250)}.${address % 250}`);
          if (res.statusCode === 401) evaluated++;
          else {
            expectTooMany(res);
            expect(res.json().message).toMatch(/Too many wrong codes for this number/);
          }
        }
        t.clock.advance(86_400);
      }
      expect(evaluated).toBe(93);
      // Each guess hits a six-digit code with probability 1 in 1,000,000 (less 20 already tried).
      expect(evaluated / (1_000_000 - 20)).toBeLessThan(1 / 10_000);
    } finally {
      await t.close();
    }
  });
});
