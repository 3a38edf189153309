import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import type { SupportMailer } from '../src/features/support/mailer.js';
import { manualClock } from '../src/lib/clock.js';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import {
  addVendor,
  B,
  capturingDelivery,
  createTestApp,
  createTestDb,
  DEMO,
  q,
  signIn,
  signInCustomer,
  type TestApp,
  type TestDb,
  uniquePhone,
} from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let approved: { sessionToken: string; vendorId: string };
let offline: { sessionToken: string; vendorId: string };
let other: { sessionToken: string; vendorId: string };
let customerToken: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  approved = await signIn(t, DEMO.approved, '123456');
  offline = await signIn(t, DEMO.offline, '123456');
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  other = await signIn(t, phone);
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

/** A second API process on the same database, with a support mailer. */
async function appWithMailer(supportMailer: SupportMailer): Promise<TestApp> {
  const clock = manualClock(new Date());
  const delivery = capturingDelivery();
  const config = testConfig();
  const app = await buildApp({ config, db: tdb.db, clock, otpDelivery: delivery, seed: false, logger: false, supportMailer });
  return { app, db: tdb.db, clock, delivery, config, close: () => app.close() };
}

type Method = 'PUT' | 'POST' | 'GET';
const call = (method: Method, path: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${B}/${path}`, headers: { sessionToken: token, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const statusOf = async (vendorId: string) => (await tdb.db.query<{ status: string }>('SELECT status FROM vendors WHERE id = $1', [vendorId])).rows[0]?.status;

describe('PUT vendor/status', () => {
  it('switches the shop offline and live again; GET vendor shows it; the answer carries the spec toast text', async () => {
    const off = await call('PUT', `vendor/status?${q({ vendorId: other.vendorId, status: 'OutOfStation' })}`, other.sessionToken);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: other.vendorId, status: 'OutOfStation', offlineUntil: null, successMsg: 'Your shop is now Offline.' });
    expect(await statusOf(other.vendorId)).toBe('OutOfStation');
    const record = await call('GET', 'vendor', other.sessionToken);
    expect(record.json().status).toBe('OutOfStation');

    // the offline shop still signs in and uses the dashboard
    const orders = await call('GET', 'orders/vendor?status=Pending', other.sessionToken);
    expect(orders.statusCode).toBe(200);

    const on = await call('PUT', `vendor/status?${q({ status: 'Approved' })}`, other.sessionToken);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().successMsg).toBe('Your shop is now Live.');
    expect(await statusOf(other.vendorId)).toBe('Approved');
  });

  it('setting the status the shop already has is fine (a double tap)', async () => {
    const res = await call('PUT', `vendor/status?${q({ status: 'Approved' })}`, other.sessionToken);
    expect(res.statusCode).toBe(200);
  });

  it('refuses any other target status with 400', async () => {
    for (const status of ['Pending', 'Reject', 'approved', '']) {
      const res = await call('PUT', `vendor/status?${q({ status })}`, other.sessionToken);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const missing = await call('PUT', 'vendor/status', other.sessionToken);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a shop in another status (409), and leaves it as it is', async () => {
    const phone = uniquePhone();
    const id = await addVendor(tdb.db, phone, 'Suspended');
    const s = await signIn(t, phone);
    const res = await call('PUT', `vendor/status?${q({ status: 'OutOfStation' })}`, s.sessionToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STATUS_CHANGE_NOT_ALLOWED', currentStatus: 'Suspended' });
    expect(await statusOf(id)).toBe('Suspended');
  });

  it("refuses another vendor's id (403) and changes nothing", async () => {
    const res = await call('PUT', `vendor/status?${q({ vendorId: approved.vendorId, status: 'OutOfStation' })}`, other.sessionToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VENDOR_MISMATCH');
    expect(await statusOf(approved.vendorId)).toBe('Approved');
  });

  it('refuses a customer (403), no session (401) and a Pending vendor (403)', async () => {
    const customer = await call('PUT', `vendor/status?${q({ status: 'OutOfStation' })}`, customerToken);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('NOT_A_VENDOR');
    const anon = await t.app.inject({ method: 'PUT', url: `${B}/vendor/status?${q({ status: 'OutOfStation' })}` });
    expect(anon.statusCode).toBe(401);
    const pending = await signIn(t, DEMO.pending, '123456');
    const p = await call('PUT', `vendor/status?${q({ status: 'Approved' })}`, pending.sessionToken);
    expect(p.statusCode).toBe(403);
    expect(p.json().code).toBe('VENDOR_NOT_APPROVED');
  });

  it('while a shop is OutOfStation, POST customer/orders refuses new orders with 409 SHOP_OFFLINE; live again, it takes them', async () => {
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: `${B}/customer/orders`,
        headers: { sessionToken: customerToken },
        payload: { vendorId: demoVendorId('offline'), deliveryMethod: 'Self Pickup' },
      });
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHOP_OFFLINE', message: 'This shop is offline and not taking orders right now.' });
    const { rows } = await tdb.db.query<{ id: string }>(
      `SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 AND v.available LIMIT 1`,
      [demoVendorId('offline')],
    );
    const item = { variantId: rows[0]!.id, quantity: 1 };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${B}/customer/orders`,
          headers: { sessionToken: customerToken },
          payload: { vendorId: demoVendorId('offline'), items: [item], deliveryMethod: 'Self Pickup' },
        })
      ).statusCode,
    ).toBe(409);

    expect((await call('PUT', `vendor/status?${q({ status: 'Approved' })}`, offline.sessionToken)).statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: `${B}/customer/orders`,
      headers: { sessionToken: customerToken },
      payload: { vendorId: demoVendorId('offline'), items: [item], deliveryMethod: 'Self Pickup' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await call('PUT', `vendor/status?${q({ status: 'OutOfStation' })}`, offline.sessionToken)).statusCode).toBe(200);
  });
});

describe('PUT vendor/profile and PUT vendor', () => {
  it('updates name, e-mail and alternate contact; trims; stores +91; answers the record and the spec text', async () => {
    const res = await call('PUT', 'vendor/profile', other.sessionToken, {
      name: '  Anita Verma ',
      emailId: ' anita@example.in ',
      alternateContact: '98111 22334',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully!', error: null });
    expect(body.data).toMatchObject({ id: other.vendorId, name: 'Anita Verma', emailId: 'anita@example.in', alternateContact: '+919811122334' });
    const again = await call('GET', 'vendor', other.sessionToken);
    expect(again.json()).toMatchObject({ name: 'Anita Verma', emailId: 'anita@example.in', alternateContact: '+919811122334' });
  });

  it('empty e-mail and alternate contact clear them; omitted ones stay', async () => {
    await call('PUT', 'vendor/profile', other.sessionToken, { name: 'Anita Verma', emailId: 'anita@example.in', alternateContact: '9811122334' });
    const kept = await call('PUT', 'vendor/profile', other.sessionToken, { name: 'Anita V' });
    expect(kept.json().data).toMatchObject({ name: 'Anita V', emailId: 'anita@example.in', alternateContact: '+919811122334' });
    const cleared = await call('PUT', 'vendor/profile', other.sessionToken, { name: 'Anita V', emailId: '', alternateContact: null });
    expect(cleared.json().data).toMatchObject({ emailId: null, alternateContact: null });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'A', emailId: 'not-an-email' }, 'emailId', 'Email is invalid'],
    [{ name: 'A', alternateContact: '12345' }, 'alternateContact', 'Alternate contact must be a valid 10-digit number'],
    [{ name: 'A', alternateContact: '98765 4321x' }, 'alternateContact', 'Alternate contact must be a valid 10-digit number'],
  ])('refuses %j with 400 naming %s', async (payload, field, text) => {
    const res = await call('PUT', 'vendor/profile', other.sessionToken, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(text);
    expect(res.json().message).toContain(text);
  });

  it('refuses the primary number as the alternate contact', async () => {
    const own = (await call('GET', 'vendor', other.sessionToken)).json().contactNo as string;
    const res = await call('PUT', 'vendor/profile', other.sessionToken, { name: 'A', alternateContact: own });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.alternateContact).toBe('Alternate contact must differ from your primary number');
  });

  it('refuses a missing name, a wrong type and a too-long value with 400, never 500', async () => {
    for (const payload of [{}, { name: 5 }, { name: 'x'.repeat(101) }, { name: 'A', emailId: ['a@b.c'] }, ['A']]) {
      const res = await call('PUT', 'vendor/profile', other.sessionToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('PUT vendor takes the vendor object: changes its own fields, ignores status, id and contact number', async () => {
    const before = (await call('GET', 'vendor', other.sessionToken)).json();
    const res = await call('PUT', `vendor?${q({ 'X-Vendor-Id': other.vendorId })}`, other.sessionToken, {
      ...before,
      deliveryRadius: 7.5,
      shopName: 'Verma Kirana',
      status: 'Approved',
      contactNo: '+919000000000',
      id: approved.vendorId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: other.vendorId,
      deliveryRadius: 7.5,
      shopName: 'Verma Kirana',
      contactNo: before.contactNo,
      status: before.status,
    });
    const cleared = await call('PUT', 'vendor', other.sessionToken, { deliveryRadius: null });
    expect(cleared.json().data.deliveryRadius).toBeNull();
  });

  it('PUT vendor refuses a bad radius, an empty shop name and an update naming nothing', async () => {
    expect((await call('PUT', 'vendor', other.sessionToken, { deliveryRadius: 500 })).statusCode).toBe(400);
    expect((await call('PUT', 'vendor', other.sessionToken, { deliveryRadius: 1.234 })).statusCode).toBe(400);
    expect((await call('PUT', 'vendor', other.sessionToken, { shopName: '  ' })).json().fields.shopName).toBe('Shop name is required');
    const empty = await call('PUT', 'vendor', other.sessionToken, { status: 'Approved' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('EMPTY_UPDATE');
  });

  it("refuses another vendor's id, a customer and no session; nobody else's record changes", async () => {
    const mismatch = await call('PUT', `vendor?${q({ 'X-Vendor-Id': approved.vendorId })}`, other.sessionToken, { name: 'Hacker' });
    expect(mismatch.statusCode).toBe(403);
    const header = await call('PUT', 'vendor/profile', other.sessionToken, { name: 'Hacker' }, { 'X-Vendor-Id': approved.vendorId });
    expect(header.statusCode).toBe(403);
    expect((await call('PUT', 'vendor/profile', customerToken, { name: 'Hacker' })).statusCode).toBe(403);
    expect((await call('PUT', 'vendor', customerToken, { name: 'Hacker' })).json().code).toBe('NOT_A_VENDOR');
    expect((await t.app.inject({ method: 'PUT', url: `${B}/vendor/profile`, payload: { name: 'Hacker' } })).statusCode).toBe(401);
    const demo = (await call('GET', 'vendor', approved.sessionToken)).json();
    expect(demo.name).toBe('Ramesh Sharma');
  });
});

describe('POST support/messages', () => {
  it('with a mailer configured, e-mails the stored message and records when; a failing mailer still stores it', async () => {
    const sent: string[] = [];
    const withMail = await appWithMailer({ send: async (m) => void sent.push(m.message) });
    const failing = await appWithMailer({ send: async () => Promise.reject(new Error('SMTP down')) });
    try {
      const s1 = await signIn(withMail, DEMO.approved, '123456');
      const res = await withMail.app.inject({
        method: 'POST',
        url: `${B}/support/messages`,
        headers: { sessionToken: s1.sessionToken },
        payload: { name: 'R', email: 'r@x.in', message: 'mail me' },
      });
      expect(res.statusCode).toBe(201);
      await expect
        .poll(
          async () =>
            (await tdb.db.query<{ emailed_at: unknown }>('SELECT emailed_at FROM support_messages WHERE id = $1', [res.json().id])).rows[0]?.emailed_at,
        )
        .not.toBeNull();
      expect(sent).toEqual(['mail me']);
      const s2 = await signIn(failing, DEMO.approved, '123456');
      const res2 = await failing.app.inject({
        method: 'POST',
        url: `${B}/support/messages`,
        headers: { sessionToken: s2.sessionToken },
        payload: { name: 'R', email: 'r@x.in', message: 'no mail' },
      });
      expect(res2.statusCode).toBe(201);
      const row = await tdb.db.query<{ emailed_at: unknown }>('SELECT emailed_at FROM support_messages WHERE id = $1', [res2.json().id]);
      expect(row.rows[0]!.emailed_at).toBeNull();
    } finally {
      await withMail.close();
      await failing.close();
    }
  });

  const message = { name: 'Ramesh Sharma', email: 'ramesh@example.in', message: 'Please add a Stationery category.' };

  it('stores the message (with the shop) and answers 201 with the spec text', async () => {
    const res = await call('POST', 'support/messages', approved.sessionToken, { ...message, topic: 'category-request' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.successMsg).toBe('Message sent successfully! ✅');
    const { rows } = await tdb.db.query<Record<string, unknown>>('SELECT * FROM support_messages WHERE id = $1', [body.id]);
    expect(rows[0]).toMatchObject({
      vendor_id: approved.vendorId,
      vendor_phone: DEMO.approved,
      shop_name: 'Sharma General Store',
      topic: 'category-request',
      name: 'Ramesh Sharma',
      email: 'ramesh@example.in',
      message: 'Please add a Stationery category.',
      emailed_at: null,
    });
    const mine = await call('GET', 'support/messages', approved.sessionToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().find((m: { id: string }) => m.id === body.id)).toMatchObject({
      topic: 'category-request',
      message: 'Please add a Stationery category.',
    });
    expect((await call('GET', 'support/messages', other.sessionToken)).json()).toEqual([]);
    expect((await call('GET', 'support/messages', customerToken)).statusCode).toBe(403);
    const plain = await call('POST', 'support/messages', approved.sessionToken, message);
    const stored = await tdb.db.query<{ topic: string }>('SELECT topic FROM support_messages WHERE id = $1', [plain.json().id]);
    expect(stored.rows[0]!.topic).toBe('support');
  });

  it.each([
    [{ ...message, name: ' ' }, 'Name is required'],
    [{ ...message, email: '' }, 'Email is required'],
    [{ ...message, email: 'ramesh@example' }, 'Email is invalid'],
    [{ ...message, message: '\n ' }, 'Message is required'],
  ])('refuses %j with 400 and the spec text', async (payload, text) => {
    const res = await call('POST', 'support/messages', other.sessionToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: text });
  });

  it('refuses a missing field, an unknown topic and an overlong message with 400', async () => {
    for (const payload of [
      { name: 'a', email: 'a@b.co' },
      { ...message, topic: 'spam' },
      { ...message, message: 'x'.repeat(2001) },
    ]) {
      expect((await call('POST', 'support/messages', other.sessionToken, payload)).statusCode).toBe(400);
    }
  });

  it('refuses a customer (403), no session (401) and another vendor id (403); a Pending vendor may write', async () => {
    expect((await call('POST', 'support/messages', customerToken, message)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${B}/support/messages`, payload: message })).statusCode).toBe(401);
    expect((await call('POST', 'support/messages', other.sessionToken, message, { 'X-Vendor-Id': approved.vendorId })).statusCode).toBe(403);
    const pending = await signIn(t, DEMO.pending, '123456');
    expect((await call('POST', 'support/messages', pending.sessionToken, message)).statusCode).toBe(201);
  });

  it('allows 10 messages a vendor an hour, then 429 with Retry-After', async () => {
    const phone = uniquePhone();
    await addVendor(tdb.db, phone);
    const s = await signIn(t, phone);
    for (let i = 0; i < 10; i++) expect((await call('POST', 'support/messages', s.sessionToken, message)).statusCode).toBe(201);
    const res = await call('POST', 'support/messages', s.sessionToken, message);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // an hour later (this is the file's last test: the sessions signed in above expire with it)
    t.clock.advance(3601);
    const later = await signIn(t, phone);
    expect((await call('POST', 'support/messages', later.sessionToken, message)).statusCode).toBe(201);
  });
});
