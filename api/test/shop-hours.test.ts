/**
 * Shop hours that run themselves (issue 24, decision 0059): holidays stored and refused when
 * malformed, offline-until stored, refused when malformed and undone by time alone, and customer
 * orders refused outside hours, in the break, on a weekly off day, on a holiday and while offline,
 * with the next opening time; the demo shop's seeded hours, and `ignoreHours` (demo mode only)
 * placing an order whatever they say. A manual clock; 2026-11-12 is a Thursday. Hours validation
 * (the attribute's rules) is in business-attributes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../src/lib/clock.js';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { DEMO_SHOP_HOURS } from '../src/seed/seed.js';
import { B, createTestApp, createTestDb, DEMO, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

/** An instant from an India wall-clock time. */
const ist = (local: string): Date => new Date(`${local}:00+05:30`);

let tdb: TestDb;
let t: TestApp;
let clock: ManualClock;
let vendorToken: string;
let otherToken: string;
let customerToken: string;
const shopId = () => demoVendorId('approved');

beforeAll(async () => {
  tdb = await createTestDb();
  clock = manualClock(ist('2026-11-12T10:00'));
  t = await createTestApp(tdb.db, { seed: true, clock });
  vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
  otherToken = (await signIn(t, DEMO.offline, '123456')).sessionToken;
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `${B}/${path}`, headers: { sessionToken: token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const holidayRows = async () => (await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendor_holidays')).rows[0]!.n;
const vendorRecord = async (token = vendorToken) => (await call('GET', 'vendor', token)).json();
const placeOrder = () => call('POST', 'customer/orders', customerToken, { vendorId: shopId() });
const setHours = async (shopTiming: string, offHours: string, weeklyOffDay: string) => {
  const res = await call('PUT', 'vendor/attribute', vendorToken, [
    { name: 'shopTiming', value: shopTiming },
    { name: 'offHours', value: offHours },
    { name: 'weeklyOffDay', value: weeklyOffDay },
  ]);
  expect(res.statusCode, res.body).toBe(200);
};

describe('holidays', () => {
  it('adds a range with a reason and a single day; lists the coming ones soonest first; GET vendor has them', async () => {
    const diwali = await call('POST', 'vendor/holidays', vendorToken, { from: '2026-11-20', to: '2026-11-22', reason: '  Diwali ' });
    expect(diwali.statusCode, diwali.body).toBe(201);
    const oneDay = await call('POST', 'vendor/holidays', vendorToken, { from: '2026-11-15' });
    expect(oneDay.statusCode, oneDay.body).toBe(201);
    const list = oneDay.json() as { id: string; from: string; to: string; reason: string | null }[];
    expect(list.map(({ from, to, reason }) => ({ from, to, reason }))).toEqual([
      { from: '2026-11-15', to: '2026-11-15', reason: null },
      { from: '2026-11-20', to: '2026-11-22', reason: 'Diwali' },
    ]);
    expect((await call('GET', 'vendor/holidays', vendorToken)).json()).toEqual(list);
    expect((await vendorRecord()).holidays).toEqual(list);
    // Another vendor sees none of them and cannot remove them.
    expect((await call('GET', 'vendor/holidays', otherToken)).json()).toEqual([]);
    expect((await call('DELETE', `vendor/holidays/${list[0]!.id}`, otherToken)).statusCode).toBe(404);
    const removed = await call('DELETE', `vendor/holidays/${list[0]!.id}`, vendorToken);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as unknown[]).length).toBe(1);
    expect((await call('DELETE', `vendor/holidays/${list[0]!.id}`, vendorToken)).json()).toMatchObject({ code: 'HOLIDAY_NOT_FOUND' });
    // Clean up for the tests below.
    await call('DELETE', `vendor/holidays/${list[1]!.id}`, vendorToken);
  });

  const refusals: [string, unknown, number, string][] = [
    ['a range ending before it starts', { from: '2026-11-20', to: '2026-11-18' }, 400, 'HOLIDAY_ENDS_BEFORE_START'],
    ['a past date (yesterday in India)', { from: '2026-11-11' }, 400, 'HOLIDAY_IN_PAST'],
    ['a date that does not exist', { from: '2026-02-30' }, 400, 'INVALID_HOLIDAY'],
    ['text that is not a date', { from: 'tomorrow' }, 400, 'INVALID_HOLIDAY'],
    ['a range longer than 60 days', { from: '2026-11-20', to: '2027-03-01' }, 400, 'INVALID_HOLIDAY'],
    ['a reason over 60 characters', { from: '2026-11-20', reason: 'x'.repeat(61) }, 400, 'INVALID_HOLIDAY'],
    ['no date', { reason: 'Diwali' }, 400, 'VALIDATION_FAILED'],
  ];
  for (const [what, body, status, code] of refusals) {
    it(`refuses ${what}: ${status} ${code}, nothing stored`, async () => {
      const before = await holidayRows();
      const res = await call('POST', 'vendor/holidays', vendorToken, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(await holidayRows()).toBe(before);
    });
  }

  it('a holiday that ended yesterday is no longer listed', async () => {
    const res = await call('POST', 'vendor/holidays', vendorToken, { from: '2026-11-12', reason: 'Family wedding' });
    expect(res.statusCode).toBe(201);
    clock.set(ist('2026-11-13T10:00'));
    try {
      vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
      expect((await call('GET', 'vendor/holidays', vendorToken)).json()).toEqual([]);
    } finally {
      clock.set(ist('2026-11-12T10:00'));
      await tdb.db.query('DELETE FROM vendor_holidays');
    }
  });
});

describe('offline until', () => {
  it('is stored with the offline status and refused when malformed, in the past or with Live; nothing changes on a refusal', async () => {
    const until = ist('2026-11-12T18:00').toISOString();
    for (const [query, code] of [
      [`status=OutOfStation&offlineUntil=${encodeURIComponent(ist('2026-11-12T09:00').toISOString())}`, 'INVALID_OFFLINE_UNTIL'],
      ['status=OutOfStation&offlineUntil=tomorrow', 'INVALID_OFFLINE_UNTIL'],
      [`status=OutOfStation&offlineUntil=${encodeURIComponent(ist('2027-06-01T09:00').toISOString())}`, 'INVALID_OFFLINE_UNTIL'],
      [`status=Approved&offlineUntil=${encodeURIComponent(until)}`, 'INVALID_OFFLINE_UNTIL'],
    ] as const) {
      const res = await call('PUT', `vendor/status?${query}`, vendorToken);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code });
      expect(await vendorRecord()).toMatchObject({ status: 'Approved', offlineUntil: null });
    }
    const res = await call('PUT', `vendor/status?status=OutOfStation&offlineUntil=${encodeURIComponent(until)}`, vendorToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OutOfStation', offlineUntil: until, successMsg: 'Your shop is now Offline.' });
    const { rows } = await tdb.db.query<{ status: string; offline_until: Date }>('SELECT status, offline_until FROM vendors WHERE id = $1', [shopId()]);
    expect(rows[0]!.status).toBe('OutOfStation');
    expect(new Date(rows[0]!.offline_until).toISOString()).toBe(until);
    expect(await vendorRecord()).toMatchObject({ status: 'OutOfStation', offlineUntil: until });

    // While offline: orders refused, with the time it is back.
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHOP_OFFLINE', offlineUntil: until, nextOpeningAt: until });

    // At that time it is live again by itself: nothing ran, the stored time says so.
    clock.set(ist('2026-11-12T18:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    customerToken = await signInCustomer(t, DEMO.customer);
    expect(await vendorRecord()).toMatchObject({ status: 'Approved', offlineUntil: null });
    expect((await placeOrder()).statusCode).toBe(201);
    // Switching offline without a time: until switched back.
    const plain = await call('PUT', 'vendor/status?status=OutOfStation', vendorToken);
    expect(plain.json()).toMatchObject({ status: 'OutOfStation', offlineUntil: null });
    clock.set(ist('2026-12-30T18:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    customerToken = await signInCustomer(t, DEMO.customer);
    expect(await vendorRecord()).toMatchObject({ status: 'OutOfStation', offlineUntil: null });
    expect((await placeOrder()).json()).toMatchObject({ code: 'SHOP_OFFLINE', nextOpeningAt: null });
    expect((await call('PUT', 'vendor/status?status=Approved', vendorToken)).json()).toMatchObject({ status: 'Approved', offlineUntil: null });
    clock.set(ist('2026-11-12T10:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    customerToken = await signInCustomer(t, DEMO.customer);
  });
});

describe('customer orders follow the hours', () => {
  beforeAll(async () => {
    await setHours('{"start":"09:00","end":"21:00"}', '{"start":"13:00","end":"14:00"}', 'Tuesday');
  });
  afterAll(async () => {
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    await setHours(DEMO_SHOP_HOURS.shopTiming, DEMO_SHOP_HOURS.offHours, DEMO_SHOP_HOURS.weeklyOffDay);
  });

  const at = async (local: string) => {
    clock.set(ist(local));
    customerToken = await signInCustomer(t, DEMO.customer);
    return placeOrder();
  };

  it('open: taken; the opening minute too', async () => {
    expect((await at('2026-11-12T10:00')).statusCode).toBe(201);
    expect((await at('2026-11-12T09:00')).statusCode).toBe(201);
  });

  it('outside hours: 409 SHOP_CLOSED with the next opening time (the closing minute is closed)', async () => {
    const res = await at('2026-11-12T21:00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      reason: 'closed',
      nextOpeningAt: ist('2026-11-13T09:00').toISOString(),
      message: 'This shop is closed now and not taking orders (Closed · opens tomorrow 9:00 AM).',
    });
  });

  it('in the lunch break: 409 SHOP_CLOSED, back at the end of the break', async () => {
    expect((await at('2026-11-12T13:00')).json()).toMatchObject({ code: 'SHOP_CLOSED', reason: 'break', nextOpeningAt: ist('2026-11-12T14:00').toISOString() });
    expect((await at('2026-11-12T14:00')).statusCode).toBe(201);
  });

  it('on the weekly off day: 409, opening the next day', async () => {
    expect((await at('2026-11-17T11:00')).json()).toMatchObject({ code: 'SHOP_CLOSED', nextOpeningAt: ist('2026-11-18T09:00').toISOString() });
  });

  it('on a holiday: 409 SHOP_ON_HOLIDAY with the holiday and the first opening after it', async () => {
    clock.set(ist('2026-11-12T10:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    expect((await call('POST', 'vendor/holidays', vendorToken, { from: '2026-11-12', to: '2026-11-14', reason: 'Diwali' })).statusCode).toBe(201);
    try {
      const res = await at('2026-11-13T11:00');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SHOP_ON_HOLIDAY',
        holiday: { from: '2026-11-12', to: '2026-11-14', reason: 'Diwali' },
        nextOpeningAt: ist('2026-11-15T09:00').toISOString(),
        message: 'This shop is closed for a holiday and not taking orders (Closed 12–14 Nov · Diwali).',
      });
      expect((await at('2026-11-15T09:00')).statusCode).toBe(201);
    } finally {
      await tdb.db.query('DELETE FROM vendor_holidays');
    }
  });
});

describe("the demo shop's hours, and orders at any hour in demo mode", () => {
  const orderAt = async (local: string, body: Record<string, unknown> = {}) => {
    clock.set(ist(local));
    customerToken = await signInCustomer(t, DEMO.customer);
    return call('POST', 'customer/orders', customerToken, { vendorId: shopId(), ...body });
  };
  const orderCount = async () => (await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
  afterAll(() => {
    clock.set(ist('2026-11-12T10:00'));
  });

  it('seeded 8:00 AM - 9:00 PM, lunch 1-2 PM, closed on Sunday (India time): orders without ignoreHours follow them', async () => {
    expect((await orderAt('2026-11-12T08:00')).statusCode).toBe(201);
    expect((await orderAt('2026-11-12T07:59')).json()).toMatchObject({
      code: 'SHOP_CLOSED',
      reason: 'closed',
      nextOpeningAt: ist('2026-11-12T08:00').toISOString(),
    });
    expect((await orderAt('2026-11-12T13:30')).json()).toMatchObject({
      code: 'SHOP_CLOSED',
      reason: 'break',
      nextOpeningAt: ist('2026-11-12T14:00').toISOString(),
      message: 'This shop is closed now and not taking orders (On break · back at 2:00 PM).',
    });
    expect((await orderAt('2026-11-12T21:00')).json()).toMatchObject({ code: 'SHOP_CLOSED', nextOpeningAt: ist('2026-11-13T08:00').toISOString() });
    // 2026-11-15 is a Sunday: closed all day, open again on Monday morning.
    const sunday = await orderAt('2026-11-15T11:00');
    expect(sunday.statusCode).toBe(409);
    expect(sunday.json()).toMatchObject({ code: 'SHOP_CLOSED', reason: 'closed', nextOpeningAt: ist('2026-11-16T08:00').toISOString() });
    // ignoreHours: false is the same as leaving it out.
    expect((await orderAt('2026-11-15T11:00', { ignoreHours: false })).json()).toMatchObject({ code: 'SHOP_CLOSED' });
  });

  it('ignoreHours: true places the order on the weekly off day, in the lunch break and at night', async () => {
    for (const local of ['2026-11-15T11:00', '2026-11-12T13:30', '2026-11-12T23:30', '2026-11-13T03:00']) {
      const res = await orderAt(local, { ignoreHours: true, deliveryMethod: 'Self Pickup' });
      expect(res.statusCode, `${local}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ status: 'Pending', orderDate: ist(local).toISOString() });
    }
  });

  it('ignoreHours does not overrule a holiday or the offline switch', async () => {
    clock.set(ist('2026-11-12T10:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    expect((await call('POST', 'vendor/holidays', vendorToken, { from: '2026-11-15', reason: 'Diwali' })).statusCode).toBe(201);
    try {
      expect((await orderAt('2026-11-15T11:00', { ignoreHours: true })).json()).toMatchObject({ code: 'SHOP_ON_HOLIDAY' });
    } finally {
      await tdb.db.query('DELETE FROM vendor_holidays');
    }
    clock.set(ist('2026-11-12T22:00'));
    vendorToken = (await signIn(t, DEMO.approved, '123456')).sessionToken;
    expect((await call('PUT', 'vendor/status?status=OutOfStation', vendorToken)).statusCode).toBe(200);
    try {
      expect((await orderAt('2026-11-12T22:00', { ignoreHours: true })).json()).toMatchObject({ code: 'SHOP_OFFLINE' });
    } finally {
      expect((await call('PUT', 'vendor/status?status=Approved', vendorToken)).statusCode).toBe(200);
    }
  });

  it('outside demo mode ignoreHours is refused: 400 DEMO_MODE_ONLY, nothing written; without it the hours rule', async () => {
    const live = await createTestApp(tdb.db, { config: { demoMode: false }, seed: false, clock });
    try {
      clock.set(ist('2026-11-15T11:00'));
      // A customer session issued by the demo app works here too (same database).
      customerToken = await signInCustomer(t, DEMO.customer);
      const { rows } = await tdb.db.query<{ id: string }>(
        `SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 AND v.available ORDER BY v.id LIMIT 1`,
        [shopId()],
      );
      const body = { vendorId: shopId(), items: [{ variantId: rows[0]!.id, quantity: 1 }], deliveryMethod: 'Self Pickup' };
      const placeLive = (extra: Record<string, unknown>) =>
        live.app.inject({ method: 'POST', url: `${B}/customer/orders`, headers: { sessionToken: customerToken }, payload: { ...body, ...extra } });
      const before = await orderCount();
      for (const ignoreHours of [true, false]) {
        const res = await placeLive({ ignoreHours });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'DEMO_MODE_ONLY',
          message: 'ignoreHours is accepted only in demo mode: the shop takes orders during its opening hours.',
        });
      }
      expect(await orderCount()).toBe(before);
      expect((await placeLive({})).json()).toMatchObject({ code: 'SHOP_CLOSED', nextOpeningAt: ist('2026-11-16T08:00').toISOString() });
      clock.set(ist('2026-11-16T08:30'));
      customerToken = await signInCustomer(t, DEMO.customer);
      expect((await placeLive({})).statusCode).toBe(201);
    } finally {
      await live.close();
    }
  });
});
