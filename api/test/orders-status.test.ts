import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@vd/contract';
import { B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let vendor: { sessionToken: string; vendorId: string };
let other: { sessionToken: string; vendorId: string };
let customerToken: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  vendor = await signIn(t, DEMO.approved, '123456');
  other = await signIn(t, DEMO.offline, '123456');
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const asVendor = (s = vendor) => ({ sessionToken: s.sessionToken });

/** A fresh Pending order for the demo vendor, placed through the customer endpoint. */
async function newOrder(body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/customer/orders`,
    headers: { sessionToken: customerToken },
    // Demo mode: an order whatever the demo shop's hours say, so the test passes at any hour.
    payload: { vendorContactNo: DEMO.approved, ignoreHours: true, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; status: OrderStatus; version: number; total: number; attributeModels: { name: string; value: string }[] };
}

/** Drives a new order to `status` through allowed moves. */
async function orderIn(status: OrderStatus) {
  const o = await newOrder();
  const path: Record<OrderStatus, OrderStatus[]> = {
    Pending: [],
    Rescheduled: ['Rescheduled'],
    Completed: ['Completed'],
    Paid: ['Paid'],
    Cancelled: ['Cancelled'],
  };
  let version = o.version;
  for (const s of path[status]) {
    const res = await put({ orderId: o.orderId, status: s, version, cancellationReason: 'Payment issues' });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
  }
  return { orderId: o.orderId, version };
}

const put = (payload: Record<string, unknown>, s = vendor) => t.app.inject({ method: 'PUT', url: `${B}/order/status`, headers: asVendor(s), payload });

const attr = (o: { attributeModels: { name: string; value: string }[] }, name: string) => o.attributeModels.find((a) => a.name === name)?.value;

describe('PUT order/status — every move of the spec table', () => {
  const offered: Record<OrderStatus, OrderStatus[]> = {
    Pending: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Rescheduled: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Completed: ['Paid'],
    Paid: [],
    Cancelled: [],
  };
  const stampOf: Partial<Record<OrderStatus, string>> = { Completed: 'deliveredOn', Paid: 'paidOn', Rescheduled: 'rescheduledOn', Cancelled: 'cancelledOn' };

  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = offered[from].includes(to);
      it(`${from} -> ${to}: ${allowed ? '200 and the date stamped' : '409 TRANSITION_NOT_ALLOWED'}`, async () => {
        const o = await orderIn(from);
        t.clock.advance(1);
        const res = await put({
          orderId: o.orderId,
          status: to,
          version: o.version,
          cancellationReason: 'Vendor unavailable',
          attributeModels: [{ name: 'deliveryTime', value: 'by 9:00 PM on 21 Nov 2025' }],
        });
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json();
          expect(body.status).toBe(to);
          expect(body.version).toBe(o.version + 1);
          expect(attr(body, stampOf[to]!)).toBe(t.clock().toISOString());
          expect(body.items).toEqual(body.products);
          if (to === 'Cancelled') expect(attr(body, 'cancellationReason')).toBe('Vendor unavailable');
          if (to === 'Rescheduled') expect(attr(body, 'deliveryTime')).toBe('by 9:00 PM on 21 Nov 2025');
        } else {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json()).toMatchObject({ statusCode: 409, code: 'TRANSITION_NOT_ALLOWED', currentStatus: from });
          expect(res.json().message).toMatch(/cannot be marked/);
          // Nothing changed.
          const after = await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=${o.orderId}`, headers: asVendor() });
          expect(after.json()).toMatchObject({ status: from, version: o.version });
        }
      });
    }
  }

  it("accepts 'Delivered' for Completed and the spec's attribute spellings", async () => {
    const o = await newOrder();
    const res = await put({ orderId: o.orderId, status: 'Delivered', attributeModels: [{ name: 'delivered-on', value: 'x' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Completed');
    expect(attr(res.json(), 'deliveredOn')).toBe(t.clock().toISOString());
  });

  it('a second reschedule overwrites the delivery time and rescheduledOn', async () => {
    const o = await orderIn('Rescheduled');
    t.clock.advance(1);
    const res = await put({
      orderId: o.orderId,
      status: 'Rescheduled',
      version: o.version,
      attributeModels: [{ name: 'Delivery Time', value: 'by 9:00 PM on 30 Nov 2025' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attributeModels.filter((a: { name: string }) => a.name === 'deliveryTime')).toEqual([
      { name: 'deliveryTime', value: 'by 9:00 PM on 30 Nov 2025' },
    ]);
  });

  it('cancelling needs a non-blank reason (400), and nothing changes', async () => {
    const o = await newOrder();
    for (const reason of [undefined, '', '   ']) {
      const res = await put({ orderId: o.orderId, status: 'Cancelled', ...(reason === undefined ? {} : { cancellationReason: reason }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CANCELLATION_REASON_REQUIRED');
    }
  });

  it('refuses a move to Pending', async () => {
    const o = await newOrder();
    const res = await put({ orderId: o.orderId, status: 'Pending' });
    expect(res.statusCode).toBe(409);
  });
});

describe('optimistic concurrency', () => {
  it('two clients acting on the same version: exactly one wins, the other gets 409 ORDER_CHANGED with the current status', async () => {
    const o = await newOrder();
    const db2 = await tdb.openAnother();
    const [a, b] = await Promise.all([
      put({ orderId: o.orderId, status: 'Cancelled', version: o.version, cancellationReason: 'Payment issues' }),
      put({ orderId: o.orderId, status: 'Rescheduled', version: o.version, attributeModels: [{ name: 'deliveryTime', value: 'by 9:00 PM on 1 Dec 2025' }] }),
    ]);
    await db2.close();
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'ORDER_CHANGED', currentStatus: winner.json().status, currentVersion: o.version + 1 });
    expect(loser.json().message).toMatch(/changed in the meantime/);
  });

  it('same action twice with the same version (double tap on two phones): the second gets 409', async () => {
    const o = await newOrder();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        put({ orderId: o.orderId, status: 'Rescheduled', version: o.version, attributeModels: [{ name: 'deliveryTime', value: 'by 9:00 PM on 1 Dec 2025' }] }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && r.json().code === 'ORDER_CHANGED')).toHaveLength(2);
  });
});

describe('vendor isolation and bad input', () => {
  it("another vendor's order id is 404 for details and status", async () => {
    const o = await newOrder();
    const details = await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=${o.orderId}`, headers: asVendor(other) });
    expect(details.statusCode).toBe(404);
    expect(details.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const res = await put({ orderId: o.orderId, status: 'Completed' }, other);
    expect(res.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=${o.orderId}`, headers: asVendor() });
    expect(mine.json().status).toBe('Pending');
  });

  it('unknown and malformed ids are 404, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; DROP TABLE orders;--", '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `${B}/order/details?${q({ orderId: id })}`, headers: asVendor() });
      expect(res.statusCode, id).toBe(404);
      const s = await put({ orderId: id, status: 'Completed' });
      expect(s.statusCode, id).toBe(404);
    }
  });

  it('bad bodies are 400 VALIDATION_FAILED', async () => {
    const o = await newOrder();
    for (const payload of [
      {},
      { orderId: o.orderId },
      { orderId: o.orderId, status: 'Shipped' },
      { orderId: o.orderId, status: 'Paid', version: 0 },
      { orderId: o.orderId, status: 'Paid', version: 'abc' },
      { orderId: o.orderId, status: 'Paid', attributeModels: 'x' },
      { orderId: o.orderId, status: 'Paid', attributeModels: [{ name: 'a' }] },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await t.app.inject({ method: 'GET', url: `${B}/order/details`, headers: asVendor() })).statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'PUT', url: `${B}/order/status`, headers: { ...asVendor(), 'content-type': 'application/json' } });
    expect(noBody.statusCode).toBe(400);
  });

  it('requires a vendor session (401 without, 403 for a customer)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=x` })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: { sessionToken: customerToken },
      payload: { orderId: 'x', status: 'Paid' },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('order/details answers the detail shape with items', async () => {
    const o = await newOrder({ note: 'Ring twice', deliveryMethod: 'Express' });
    const res = await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=${o.orderId}`, headers: asVendor() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orderId: o.orderId, status: 'Pending', note: 'Ring twice', customerName: expect.any(String), version: 1 });
    expect(body.items.length).toBeGreaterThan(0);
    expect(attr(body, 'deliveryMethod')).toBe('Express');
    expect(attr(body, 'deliveryCharges')).toBe('50');
  });
});
