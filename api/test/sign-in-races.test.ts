import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config/env.js';
import { manualClock } from '../src/lib/clock.js';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';
import { addVendor, B, createTestApp, createTestDb, q, uniquePhone, type TestApp, type TestDb } from './helpers.js';

// Sign-in limits under concurrent calls: every limit is checked and counted in one atomic step in
// the database, so wrong codes sent all at once (to one API instance, to two on one database, or to
// two API processes on PostgreSQL) get no more answers than the limit allows.

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
/** An app on the shared test database with these limits, behind one trusted proxy hop; each a day after the one before. */
async function appWith(limits: Partial<Config['limits']>, db = tdb.db, clock = manualClock(new Date(Date.now() + ++day * 86_400_000))): Promise<TestApp> {
  return createTestApp(db, { config: { limits: { ...WIDE, ...limits }, trustProxy: 1 }, clock, seed: false });
}

const via = (caller: string, device?: string) => ({
  remoteAddress: '10.255.0.1',
  headers: { 'x-forwarded-for': caller, ...(device ? { 'x-device-token': device } : {}) },
});
const send = (t: TestApp, phone: string, caller: string, device?: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}`, ...via(caller, device) });
const verify = (t: TestApp, phone: string, otp: string, caller: string, device?: string) =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp, role: 'VENDOR' })}`, ...via(caller, device) });
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

type Answer = { statusCode: number; json(): { code: string; message: string } };
/** How many answers had each error code (200 counts as OK). */
function tally(answers: readonly Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const code = a.statusCode === 200 ? 'OK' : a.json().code;
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}

async function counter(key: string): Promise<number> {
  const { rows } = await tdb.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [key]);
  return Number(rows[0]?.count ?? 0);
}

async function signInDevice(t: TestApp, phone: string, caller: string): Promise<string> {
  expect((await send(t, phone, caller)).statusCode).toBe(200);
  const res = await verify(t, phone, t.delivery.lastCodeFor(phone), caller);
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['x-device-token']);
}

describe('wrong codes sent all at once', () => {
  it('for one number from eight addresses: AUTH_WRONG_PER_NUMBER_DAY (3) are judged, the rest are 429', async () => {
    const t = await appWith({ wrongPerNumberDay: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '10.20.0.1')).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => verify(t, phone, wrongFor(code), `10.20.1.${i + 1}`)));
      expect(tally(answers)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
      // The spec's text for a wrong code; the limit's own for the rest.
      for (const a of answers.filter((x) => x.statusCode === 401)) expect(a.json().message).toBe('Invalid OTP! Please try again');
      for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/^Too many wrong codes for this number/);
      expect(await counter(`wrong:number:${phone}`)).toBe(3);
      const { rows } = await tdb.db.query<{ attempts: number }>('SELECT attempts FROM otp_codes WHERE phone = $1', [phone]);
      expect(Number(rows[0]?.attempts)).toBe(3);
      // The budget is spent for today: the right code from a new address is refused as well.
      expect((await verify(t, phone, code, '10.20.2.1')).json().code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  it('from one address over eight numbers: AUTH_WRONG_CODES_PER_CALLER_HOUR (3) are judged, the rest are 429', async () => {
    const t = await appWith({ wrongCodesPerCallerHour: 3 });
    try {
      const phones = Array.from({ length: 8 }, () => uniquePhone());
      const codes: string[] = [];
      for (const phone of phones) {
        await addVendor(tdb.db, phone);
        expect((await send(t, phone, '10.21.0.1')).statusCode).toBe(200);
        codes.push(t.delivery.lastCodeFor(phone));
      }
      const answers = await Promise.all(phones.map((phone, i) => verify(t, phone, wrongFor(codes[i]!), '10.21.0.66')));
      expect(tally(answers)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
      for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/^Too many wrong codes from your network/);
      expect(await counter('wrong:caller:10.21.0.66')).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('from one known device: AUTH_WRONG_PER_DEVICE_DAY (3) are judged, the rest are 429', async () => {
    const t = await appWith({ wrongPerDeviceDay: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const device = await signInDevice(t, phone, '10.22.0.1');
      t.clock.advance(60);
      expect((await send(t, phone, '10.22.0.1', device)).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(t, phone, wrongFor(code), '10.22.0.1', device)));
      expect(tally(answers)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
      for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/^Too many wrong codes on this device/);
    } finally {
      await t.close();
    }
  });

  it('split over two API instances on one database, the number’s budget still holds', async () => {
    const one = await appWith({ wrongPerNumberDay: 3 });
    const two = await appWith({ wrongPerNumberDay: 3 }, await tdb.openAnother(), one.clock);
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(one, phone, '10.23.0.1')).statusCode).toBe(200);
      const code = one.delivery.lastCodeFor(phone);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(i % 2 ? two : one, phone, wrongFor(code), `10.23.1.${i + 1}`)));
      expect(tally(answers)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 7 });
      expect(await counter(`wrong:number:${phone}`)).toBe(3);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a right code sent with the wrong ones does not use up the budget', async () => {
    const t = await appWith({ wrongPerNumberDay: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '10.24.0.1')).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      const answers = await Promise.all([
        verify(t, phone, wrongFor(code), '10.24.1.1'),
        verify(t, phone, code, '10.24.0.1'),
        verify(t, phone, wrongFor(code), '10.24.1.2'),
      ]);
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      expect(await counter(`wrong:number:${phone}`)).toBeLessThanOrEqual(2);
    } finally {
      await t.close();
    }
  });
});

describe('the per-caller request limits and the per-number sends all at once', () => {
  it('AUTH_VERIFY_PER_CALLER (3): eight verifies at once, three answered, five 429', async () => {
    const t = await appWith({ verifyPerCaller: 3 });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      expect((await send(t, phone, '10.25.0.1')).statusCode).toBe(200);
      const code = t.delivery.lastCodeFor(phone);
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(t, phone, wrongFor(code), '10.25.0.66')));
      expect(tally(answers)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
    } finally {
      await t.close();
    }
  });

  it('AUTH_SEND_PER_CALLER (3): eight sends at once, three answered, five 429', async () => {
    const t = await appWith({ sendPerCaller: 3 });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => send(t, uniquePhone(), '10.26.0.66')));
      expect(tally(answers)).toEqual({ NOT_REGISTERED: 3, RATE_LIMITED: 5 });
    } finally {
      await t.close();
    }
  });

  it('eight sends to one number at once: one code goes out, the others wait their 30 s', async () => {
    const t = await appWith({});
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const answers = await Promise.all(Array.from({ length: 8 }, () => send(t, phone, '10.27.0.1')));
      expect(tally(answers)).toEqual({ OK: 1, RATE_LIMITED: 7 });
      expect(t.delivery.sent.filter((s) => s.phone === phone)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

// Two real API processes (src/main.ts) on one PostgreSQL database of their own, each with its own
// connection pool and its own clock, the second's a day and an hour ahead (as a process on a host
// whose clock is wrong would be): the limits hold over both, measured on the database's clock.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('two API processes on one PostgreSQL database, one with its clock 25 hours ahead', () => {
    const running: ApiProcess[] = [];
    const cleanups: Array<() => Promise<void> | void> = [];
    let a: ApiProcess;
    let b: ApiProcess;
    let db: pg.Client;
    /** Vendors with generated codes (not the demo numbers), the last three digits of each different. */
    const phones = Array.from({ length: 12 }, (_, i) => `+9170000${10_000 + i * 83}`);
    const AHEAD_MS = 25 * 3_600_000;

    beforeAll(async () => {
      const name = `vd_races_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const u = new URL(serverUrl);
      u.pathname = `/${name}`;
      const env = {
        DEMO_MODE: 'true',
        DATABASE_URL: u.toString(),
        SESSION_CACHE_MS: '0',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        AUTH_WRONG_PER_NUMBER_DAY: '3',
        AUTH_WRONG_CODES_PER_CALLER_HOUR: '3',
        AUTH_WRONG_PER_DEVICE_DAY: '3',
      };
      // Loaded before the API: every Date made without arguments, and Date.now(), run ahead.
      const dir = mkdtempSync(join(tmpdir(), 'vd-clock-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const ahead = join(dir, 'clock-ahead.mjs');
      writeFileSync(
        ahead,
        `const Real = Date;
class Ahead extends Real {
  constructor(...args) { if (args.length === 0) super(Real.now() + ${AHEAD_MS}); else super(...args); }
  static now() { return Real.now() + ${AHEAD_MS}; }
}
globalThis.Date = Ahead;
`,
      );
      a = startApi(await freePort(), env);
      running.push(a);
      await waitForHealth(a);
      b = startApi(await freePort(), { ...env, NODE_OPTIONS: `--import ${ahead}` });
      running.push(b);
      await waitForHealth(b);
      db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      cleanups.push(() => db.end());
      for (const p of phones) {
        await db.query(`INSERT INTO vendors (id, name, shop_name, contact_no, status) VALUES ($1, $2, $3, $4, 'Approved')`, [
          randomUUID(),
          `Owner ${p}`,
          `Shop ${p}`,
          p,
        ]);
      }
    }, 180_000);
    afterAll(async () => {
      for (const api of running) await stopApi(api, 'SIGKILL');
      for (const c of cleanups.reverse()) await c();
    });

    const BASE = '/rest/localbig/api/v1';
    const call = (api: ApiProcess, path: string, params: Record<string, string>, caller: string, device?: string) =>
      fetch(`${api.url}${BASE}/${path}?${new URLSearchParams({ ...params, role: 'VENDOR' })}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': caller, ...(device ? { 'x-device-token': device } : {}) },
      });
    /** The code the demo provider logged for a number (by its last three digits, as the log masks it). */
    async function loggedCode(api: ApiProcess, phone: string): Promise<string> {
      const pattern = new RegExp(`demo OTP for \\+91\\*{7}${phone.slice(-3)} is (\\d{6})`, 'g');
      for (let i = 0; i < 100; i++) {
        const all = [...api.output().matchAll(pattern)];
        if (all.length > 0) return all[all.length - 1]![1]!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no code logged for ${phone}:\n${api.output()}`);
    }
    async function answers(responses: Response[]): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const r of responses) {
        const code = r.status === 200 ? 'OK' : ((await r.json()) as { code: string }).code;
        out[code] = (out[code] ?? 0) + 1;
      }
      return out;
    }
    const codeOf = async (r: Response) => (r.status === 200 ? 'OK' : ((await r.json()) as { code: string }).code);

    it('the process whose clock is ahead measures the same windows: the 30 s between sends, a code’s life, the day’s wrong codes', {
      timeout: 120_000,
    }, async () => {
      const phone = phones[0]!;
      expect((await call(a, 'auth/otp/send', { phoneNumber: phone }, '10.40.0.1')).status).toBe(200);
      // Sent through A a moment ago: not 25 hours ago for B.
      expect(await codeOf(await call(b, 'auth/otp/send', { phoneNumber: phone }, '10.40.0.1'))).toBe('RATE_LIMITED');
      const wrong = wrongFor(await loggedCode(a, phone));
      for (let i = 1; i <= 2; i++)
        expect(await codeOf(await call(a, 'auth/otp/verify', { phoneNumber: phone, otp: wrong }, `10.40.1.${i}`))).toBe('OTP_INVALID');
      // A code A issued is alive for B (its 5 minutes are the database's) ...
      expect(await codeOf(await call(b, 'auth/otp/verify', { phoneNumber: phone, otp: wrong }, '10.40.1.3'))).toBe('OTP_INVALID');
      // ... and the day A began counting wrong codes in has not ended for B: the number's 3 are spent.
      expect(await codeOf(await call(b, 'auth/otp/verify', { phoneNumber: phone, otp: wrong }, '10.40.1.4'))).toBe('RATE_LIMITED');
      expect(await codeOf(await call(a, 'auth/otp/verify', { phoneNumber: phone, otp: wrong }, '10.40.1.5'))).toBe('RATE_LIMITED');
    });

    it('wrong codes sent at once through both count against one budget: per number, per caller, per device', { timeout: 120_000 }, async () => {
      const both = [a, b];
      const [n1, deviceNumber, ...rest] = phones.slice(1);
      const others = rest.slice(0, 8);

      // One number, eight addresses, both processes.
      expect((await call(a, 'auth/otp/send', { phoneNumber: n1! }, '10.30.0.1')).status).toBe(200);
      const c1 = wrongFor(await loggedCode(a, n1!));
      const perNumber = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(both[i % 2]!, 'auth/otp/verify', { phoneNumber: n1!, otp: c1 }, `10.30.1.${i + 1}`)),
      );
      expect(await answers(perNumber)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
      const counted = await db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', [`wrong:number:${n1}`]);
      expect(counted.rows[0]?.count).toBe(3);

      // One address, eight numbers, both processes.
      const wrong: string[] = [];
      for (const [i, p] of others.entries()) {
        const api = both[i % 2]!;
        expect((await call(api, 'auth/otp/send', { phoneNumber: p }, `10.31.0.${i + 1}`)).status).toBe(200);
        wrong.push(wrongFor(await loggedCode(api, p)));
      }
      const perCaller = await Promise.all(others.map((p, i) => call(both[i % 2]!, 'auth/otp/verify', { phoneNumber: p, otp: wrong[i]! }, '10.31.0.66')));
      expect(await answers(perCaller)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });

      // One known device, both processes.
      expect((await call(a, 'auth/otp/send', { phoneNumber: deviceNumber! }, '10.32.0.1')).status).toBe(200);
      const signedIn = await call(a, 'auth/otp/verify', { phoneNumber: deviceNumber!, otp: await loggedCode(a, deviceNumber!) }, '10.32.0.1');
      expect(signedIn.status).toBe(200);
      const device = signedIn.headers.get('x-device-token')!;
      expect(device).toMatch(/^dt_/);
      expect((await call(b, 'auth/otp/send', { phoneNumber: deviceNumber! }, '10.32.0.1', device)).status).toBe(200);
      const c3 = wrongFor(await loggedCode(b, deviceNumber!));
      const perDevice = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(both[i % 2]!, 'auth/otp/verify', { phoneNumber: deviceNumber!, otp: c3 }, '10.32.0.1', device)),
      );
      expect(await answers(perDevice)).toEqual({ OTP_INVALID: 3, RATE_LIMITED: 5 });
    });
  });
}
