import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { hashOtp } from '../src/lib/crypto.js';
import { startFakeWhatsApp } from '../src/otp-delivery/fake-whatsapp.js';
import { addCustomer, addVendor, B, createTestApp, createTestDb, DEMO, q, uniquePhone, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const send = (phone: string, role = 'VENDOR') => t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: phone, role })}` });
const verify = (phone: string, otp: string, role = 'VENDOR') =>
  t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp, role })}` });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST auth/otp/send', () => {
  it('sends a 6-digit code to a registered vendor and answers successMsg', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successMsg: expect.any(String), expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(t.delivery.lastCodeFor(phone)).toMatch(/^\d{6}$/);
  });

  it('accepts 10 digits, +91, an unencoded + (arrives as a space) and any role case', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const ten = phone.slice(3);
    expect((await send(ten, 'vendor')).statusCode).toBe(200);
    t.clock.advance(31);
    const raw = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?phoneNumber=+91${ten}&role=Vendor` });
    expect(raw.statusCode).toBe(200);
    expect(t.delivery.sent.filter((s) => s.phone === phone)).toHaveLength(2);
  });

  it('answers 404 NOT_REGISTERED for an unknown number and sends nothing', async () => {
    const phone = uniquePhone();
    const before = t.delivery.sent.length;
    const res = await send(phone);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_REGISTERED', error: 'Not Found', message: `${phone} is not registered as a seller` });
    expect(t.delivery.sent.length).toBe(before);
  });

  it("answers 404 NOT_REGISTERED for a customer's number with role VENDOR", async () => {
    const res = await send(DEMO.customer);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_REGISTERED');
    const { rows } = await tdb.db.query('SELECT id FROM otp_codes WHERE phone = $1', [DEMO.customer]);
    expect(rows).toHaveLength(0);
  });

  it('stores the code only as an HMAC, never in clear', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await send(phone);
    const code = t.delivery.lastCodeFor(phone);
    const { rows } = await tdb.db.query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).toBe(hashOtp(t.config.otpSecret, phone, code));
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a resend within 30 s with 429, Retry-After and retryAfterSeconds', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    expect((await send(phone)).statusCode).toBe(200);
    t.clock.advance(10);
    const res = await send(phone);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('20');
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Please wait 20 seconds before requesting a new code.', retryAfterSeconds: 20 });
    t.clock.advance(20);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('allows at most 5 sends in a rolling hour', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      t.clock.advance(60);
    }
    // 5 sends at t=0,60,...,240; now t=300. The first leaves the window at t=3600.
    const res = await send(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().retryAfterSeconds).toBe(3300);
    expect(res.headers['retry-after']).toBe('3300');
    t.clock.advance(3300);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('does not count a send whose delivery failed (502 DELIVERY_FAILED)', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    t.delivery.failNext = 1;
    const res = await send(phone);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'DELIVERY_FAILED', message: 'Failed to send Otp. Please try again.' });
    const { rows } = await tdb.db.query('SELECT id FROM otp_sends WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(0);
    // No 30 s wait: the failed attempt did not count.
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('exempts the seeded demo numbers from the send limits in demo mode, and sends nothing for them', async () => {
    const before = t.delivery.sent.length;
    for (let i = 0; i < 8; i++) expect((await send(DEMO.pending)).statusCode).toBe(200);
    expect(t.delivery.sent.length).toBe(before);
    expect((await verify(DEMO.pending, '123456')).statusCode).toBe(200);
  });
});

describe('POST auth/otp/verify', () => {
  it('signs in with the right code', async () => {
    const phone = uniquePhone();
    const vendorId = await addVendor(tdb.db, phone);
    await send(phone);
    const res = await verify(phone, t.delivery.lastCodeFor(phone));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userType: 'vendor', vendorId, expiresIn: 900 });
    expect(body.sessionToken).toMatch(/^st_/);
    expect(body.refreshToken).toMatch(/^rt_/);
  });

  it('refuses a used code (OTP_EXPIRED)', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await send(phone);
    const code = t.delivery.lastCodeFor(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code has expired. Please request a new code.' });
  });

  it('expires a code after 5 minutes (clock injected)', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await send(phone);
    const code = t.delivery.lastCodeFor(phone);
    t.clock.advance(299);
    // Still valid at 299 s: prove it with a wrong guess (401 OTP_INVALID, not expired).
    expect((await verify(phone, wrong(code))).json().code).toBe('OTP_INVALID');
    t.clock.advance(1);
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('answers OTP_EXPIRED when no code was ever sent', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const res = await verify(phone, '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('allows 5 wrong tries per code, then the code is dead (429) even for the right code', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await send(phone);
    const code = t.delivery.lastCodeFor(phone);
    for (let left = 4; left >= 1; left--) {
      const res = await verify(phone, wrong(code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid OTP! Please try again', attemptsLeft: left });
    }
    const fifth = await verify(phone, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong attempts. Please request a new code.' });
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    // A fresh send starts a fresh count.
    t.clock.advance(30);
    await send(phone);
    expect((await verify(phone, t.delivery.lastCodeFor(phone))).statusCode).toBe(200);
  });

  it('a demo fixed code keeps working for parallel sign-ins of the same number until it expires', async () => {
    await send(DEMO.approved);
    await send(DEMO.approved); // a second phone (or test worker) asks for a code meanwhile
    expect((await verify(DEMO.approved, '123456')).statusCode).toBe(200);
    expect((await verify(DEMO.approved, '123456')).statusCode).toBe(200);
    t.clock.advance(301);
    expect((await verify(DEMO.approved, '123456')).json().code).toBe('OTP_EXPIRED');
  });

  it('the wrong-code limit applies to demo numbers too', async () => {
    await send(DEMO.offline);
    for (let i = 0; i < 4; i++) expect((await verify(DEMO.offline, '654321')).statusCode).toBe(401);
    expect((await verify(DEMO.offline, '654321')).statusCode).toBe(429);
    expect((await verify(DEMO.offline, '123456')).statusCode).toBe(429);
    await send(DEMO.offline);
    expect((await verify(DEMO.offline, '123456')).statusCode).toBe(200);
  });

  it('a new send supersedes the older code', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    await send(phone);
    const first = t.delivery.lastCodeFor(phone);
    t.clock.advance(30);
    await send(phone);
    const second = t.delivery.lastCodeFor(phone);
    if (first !== second) expect((await verify(phone, first)).json().code).toBe('OTP_INVALID');
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('never gives a customer a vendor session: 403 NOT_A_VENDOR even with a valid user code', async () => {
    // The customer signs in as USER (gets a code), then tries that code as VENDOR.
    const sendUser = await send(DEMO.customer, 'USER');
    expect(sendUser.statusCode).toBe(200);
    const res = await verify(DEMO.customer, '123456', 'VENDOR');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'NOT_A_VENDOR' });
    const { rows } = await tdb.db.query("SELECT id FROM sessions WHERE user_type = 'vendor' AND customer_id IS NOT NULL");
    expect(rows).toHaveLength(0);
    // As USER the customer does get a user session (userType 'user'), which vendor routes refuse.
    const asUser = await verify(DEMO.customer, '123456', 'USER');
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().userType).toBe('user');
    const vendorCall = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken: asUser.json().sessionToken } });
    expect(vendorCall.statusCode).toBe(403);
    expect(vendorCall.json().code).toBe('NOT_A_VENDOR');
  });

  it('a customer added later is also refused as vendor', async () => {
    const phone = uniquePhone();
    await addCustomer(tdb.db, phone);
    expect((await send(phone)).json().code).toBe('NOT_REGISTERED');
    expect((await verify(phone, '123456')).json().code).toBe('NOT_A_VENDOR');
  });

  it('answers 404 NOT_REGISTERED at verify for an unknown number', async () => {
    const res = await verify(uniquePhone(), '123456');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_REGISTERED');
  });

  it('rejects malformed codes and numbers with 400 before counting an attempt', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(phone, otp);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
    }
    const bad = await verify('12345', '123456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('phoneNumber');
    const badRole = await verify(phone, '123456', 'ADMIN');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain('role');
  });
});

describe('several API processes on one database', () => {
  it('concurrent sends for one number from two processes: exactly one goes out', async () => {
    const second = await createTestApp(await tdb.openAnother(), { seed: false, clock: t.clock });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const url = `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}`;
      const results = await Promise.all([
        t.app.inject({ method: 'POST', url }),
        second.app.inject({ method: 'POST', url }),
        t.app.inject({ method: 'POST', url }),
        second.app.inject({ method: 'POST', url }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
      expect(t.delivery.sent.filter((s) => s.phone === phone).length + second.delivery.sent.filter((s) => s.phone === phone).length).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('concurrent verifies of one right code: exactly one session', async () => {
    const second = await createTestApp(await tdb.openAnother(), { seed: false, clock: t.clock });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      await send(phone);
      const code = t.delivery.lastCodeFor(phone);
      const url = `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp: code, role: 'VENDOR' })}`;
      const results = await Promise.all([
        t.app.inject({ method: 'POST', url }),
        second.app.inject({ method: 'POST', url }),
        second.app.inject({ method: 'POST', url }),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('OTP_EXPIRED');
    } finally {
      await second.close();
    }
  });
});

describe('outside demo mode', () => {
  it('has no fixed codes: a seeded number gets a generated code and 123456 is wrong', async () => {
    const other = await createTestApp(tdb.db, { config: { demoMode: false, otpSecret: 'another-secret' }, seed: false });
    try {
      const res = await other.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: DEMO.approved, role: 'VENDOR' })}` });
      expect(res.statusCode).toBe(200);
      const code = other.delivery.lastCodeFor(DEMO.approved);
      const guess = code === '123456' ? '654321' : '123456';
      const v = await other.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: DEMO.approved, otp: guess, role: 'VENDOR' })}` });
      expect(v.json().code).toBe('OTP_INVALID');
      // ... and the send limits apply to it.
      const again = await other.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: DEMO.approved, role: 'VENDOR' })}` });
      expect(again.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('with the WhatsApp provider (fake Cloud API on 127.0.0.1)', () => {
  it('delivers through the provider; a refused message is 502 DELIVERY_FAILED and does not count', async () => {
    const fake = await startFakeWhatsApp();
    const wa = await buildApp({
      config: testConfig({
        otpProvider: 'whatsapp',
        whatsapp: { apiBase: fake.baseUrl, token: 'tok', phoneNumberId: '555', template: 'otp_code', languageCode: 'en' },
      }),
      db: tdb.db,
      clock: t.clock,
      logger: false,
      seed: false,
    });
    try {
      const phone = uniquePhone();
      await addVendor(tdb.db, phone);
      const url = `${B}/auth/otp/send?${q({ phoneNumber: phone, role: 'VENDOR' })}`;
      fake.status = 500;
      const failed = await wa.inject({ method: 'POST', url });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ statusCode: 502, code: 'DELIVERY_FAILED', error: 'Bad Gateway', message: 'Failed to send Otp. Please try again.' });
      fake.status = 200;
      const ok = await wa.inject({ method: 'POST', url });
      expect(ok.statusCode).toBe(200);
      expect(fake.requests).toHaveLength(2);
      const last = fake.requests[1]!;
      expect(last.url).toBe('/v21.0/555/messages');
      expect(last.headers.authorization).toBe('Bearer tok');
      const code = (last.body as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0]!.parameters[0]!.text;
      expect(code).toMatch(/^\d{6}$/);
      const v = await wa.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: phone, otp: code, role: 'VENDOR' })}` });
      expect(v.statusCode).toBe(200);
      // Fixed-code demo numbers send nothing, even with WhatsApp configured.
      await wa.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: DEMO.rejected, role: 'VENDOR' })}` });
      expect(fake.requests).toHaveLength(2);
    } finally {
      await wa.close();
      await fake.close();
    }
  });
});
