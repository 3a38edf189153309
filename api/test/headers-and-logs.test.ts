import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import type { Database } from '../src/db/types.js';
import { manualClock } from '../src/lib/clock.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, q, signIn, type TestApp, type TestDb, uniquePhone } from './helpers.js';

/** Issue 9 points 3 and 5: no customer data in the logs, no caching of personal data, nosniff everywhere. */

let tdb: TestDb;
let t: TestApp;
let vendor: { sessionToken: string; vendorId: string };

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  vendor = await signIn(t, DEMO.approved, '123456');
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

describe('headers', () => {
  it('answers carrying tokens or personal data are no-store and nosniff', async () => {
    await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: DEMO.approved, role: 'VENDOR' })}` });
    const verify = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: DEMO.approved, otp: '123456', role: 'VENDOR' })}` });
    const orders = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers: { sessionToken: vendor.sessionToken } });
    const me = await t.app.inject({
      method: 'GET',
      url: `${B}/vendor?${q({ mobileNo: DEMO.approved })}`,
      headers: { sessionToken: vendor.sessionToken },
    });
    for (const res of [verify, orders, me]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('nothing the API answers runs as a page or can be framed (issue 20): JSON, errors and images', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    const error = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor` });
    const root = await t.app.inject({ method: 'GET', url: '/' });
    for (const res of [health, error, root]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const { rows } = await tdb.db.query<{ path: string }>("SELECT path FROM media WHERE path LIKE '/media/%' LIMIT 1");
    const image = await t.app.inject({ method: 'GET', url: rows[0]!.path });
    expect(image.statusCode).toBe(200);
    // Images keep their own policy (SVGs sandboxed), with no framing either.
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.headers['x-frame-options']).toBe('DENY');
  });

  it('every answer tells browsers to use HTTPS only, for a year, subdomains included: JSON, errors, 404s, images', async () => {
    const { rows } = await tdb.db.query<{ path: string }>("SELECT path FROM media WHERE path LIKE '/media/%' LIMIT 1");
    const answers = [
      await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken: vendor.sessionToken } }),
      await t.app.inject({ method: 'GET', url: `${B}/orders/vendor` }),
      await t.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken: 'rt_made-up', role: 'VENDOR' })}` }),
      await t.app.inject({ method: 'GET', url: `${B}/no-such-route` }),
      await t.app.inject({ method: 'GET', url: '/health' }),
      await t.app.inject({ method: 'GET', url: rows[0]!.path }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 401, 404, 200, 200]);
    for (const res of answers) expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('errors are no-store and nosniff too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('logs', () => {
  it('no log line holds a full phone number: sign-in paths, the 404 of an unregistered number, errors, request URLs (issue 20)', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      db: tdb.db,
      clock: manualClock(new Date()),
      seed: false,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const [unregistered, vendor] = [uniquePhone(), uniquePhone()];
      await addVendor(tdb.db, vendor);
      const call = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: `${B}${url}`, headers });
      expect((await call(`/auth/otp/send?${q({ phoneNumber: unregistered, role: 'VENDOR' })}`)).json().message).toBe(
        `${unregistered} is not registered as a seller`,
      );
      expect((await call(`/auth/otp/send?phoneNumber=${unregistered.slice(3)}&role=VENDOR`)).statusCode).toBe(404);
      expect((await call(`/auth/otp/verify?${q({ phoneNumber: unregistered, otp: '123456', role: 'VENDOR' })}`)).statusCode).toBe(404);
      expect((await call(`/auth/otp/send?${q({ phoneNumber: vendor, role: 'VENDOR' })}`)).statusCode).toBe(200);
      expect((await call(`/auth/otp/send?${q({ phoneNumber: vendor, role: 'VENDOR' })}`)).statusCode).toBe(429);
      expect((await call(`/auth/otp/verify?${q({ phoneNumber: vendor, otp: '000001', role: 'VENDOR' })}`)).statusCode).toBe(401);
      expect((await call(`/auth/otp/send?${q({ phoneNumber: DEMO.customer, role: 'VENDOR' })}`)).statusCode).toBe(404);
      expect((await call(`/auth/otp/verify?${q({ phoneNumber: DEMO.customer, otp: '123456', role: 'VENDOR' })}`)).statusCode).toBe(403);
      const me = await app.inject({ method: 'GET', url: `${B}/vendor?${q({ mobileNo: vendor })}`, headers: { sessionToken: vendor.slice(1) } });
      expect(me.statusCode).toBe(401);
      const log = lines.join('\n');
      // The log was written (the demo code included), with the numbers masked to their last three digits.
      expect(log).toContain(`+91*******${unregistered.slice(-3)} is not registered as a seller`);
      expect(log).toMatch(new RegExp(`demo OTP for \\+91\\*{7}${vendor.slice(-3)} is \\d{6}`));
      for (const phone of [unregistered, vendor, DEMO.customer]) {
        // Not as a number of its own (a float like a response time may hold the same ten digits).
        expect(log).not.toMatch(new RegExp(`(?<![0-9.])${phone.slice(3)}(?![0-9])`));
        expect(log).not.toContain(encodeURIComponent(phone));
      }
    } finally {
      await app.close();
    }
  });

  it('an unexpected database error is logged without its parameters, query or detail', async () => {
    const lines: string[] = [];
    const secretName = 'Priya Nair';
    const secretPhone = '+919812345678';
    const failing: Database = {
      ...tdb.db,
      query: async (text: string, params?: unknown[]) => {
        if (text.includes('FROM orders')) {
          const err = Object.assign(new Error('deadlock detected'), {
            code: '40P01',
            severity: 'ERROR',
            query: `INSERT INTO orders VALUES ('${secretName}')`,
            parameters: [secretName, secretPhone, '12 MG Road'],
            detail: `Key (customer_phone)=(${secretPhone}) is locked`,
          });
          throw err;
        }
        return tdb.db.query(text, params as never);
      },
      close: async () => undefined,
    } as Database;
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: failing,
      clock: manualClock(new Date()),
      seed: false,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const res = await app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers: { sessionToken: vendor.sessionToken } });
      expect(res.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('unexpected error');
      expect(log).toContain('deadlock detected');
      expect(log).not.toContain(secretName);
      expect(log).not.toContain('9812345678');
      expect(log).not.toContain('12 MG Road');
    } finally {
      await app.close();
    }
  });

  it('a database invalid-input error answers 400, not 500', async () => {
    const failing: Database = {
      ...tdb.db,
      query: async (text: string, params?: unknown[]) => {
        if (text.includes('FROM orders'))
          throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' });
        return tdb.db.query(text, params as never);
      },
      close: async () => undefined,
    } as Database;
    const app = await buildApp({ config: testConfig(), db: failing, clock: manualClock(new Date()), seed: false, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers: { sessionToken: vendor.sessionToken } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT' });
    } finally {
      await app.close();
    }
  });
});
