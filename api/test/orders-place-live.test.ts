import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { B, createTestApp, createTestDb, DEMO, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let vendor: { sessionToken: string; vendorId: string };
let customerToken: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  vendor = await signIn(t, DEMO.approved, '123456');
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

/** Demo mode: orders whatever the demo shop's hours say (the tests run at any hour; shop-hours.test.ts covers the hours). */
const place = (payload: Record<string, unknown>, token = customerToken) =>
  t.app.inject({ method: 'POST', url: `${B}/customer/orders`, headers: { sessionToken: token }, payload: { ignoreHours: true, ...payload } });
const live = () => t.app.inject({ method: 'GET', url: `${B}/orders/vendor/live`, headers: { sessionToken: vendor.sessionToken } });

async function someVariants(n: number): Promise<{ id: string; net_price: string }[]> {
  const { rows } = await tdb.db.query<{ id: string; net_price: string }>(
    `SELECT v.id, v.net_price FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.vendor_id = $1 AND v.available AND v.net_price > 0 ORDER BY v.id LIMIT $2`,
    [demoVendorId('approved'), n],
  );
  return rows;
}

describe('POST customer/orders', () => {
  it('a customer places an order with named items; prices come from the catalogue; Pending, not scheduled', async () => {
    const [a, b] = await someVariants(2);
    const res = await place({
      vendorId: demoVendorId('approved'),
      items: [
        { variantId: a!.id, quantity: 2 },
        { variantId: b!.id, quantity: 1 },
      ],
      deliveryMethod: 'Self Pickup',
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({ status: 'Pending', version: 1, customerName: 'Priya Nair', customerPhone: DEMO.customer, deliveryAddress: null });
    expect(o.items).toHaveLength(2);
    const expected = Math.round((Number(a!.net_price) * 2 + Number(b!.net_price)) * 100) / 100;
    expect(o.total).toBe(expected);
    const names = o.attributeModels.map((x: { name: string }) => x.name).sort();
    expect(names).toEqual(['deliveryCharges', 'deliveryMethod', 'orderDate']);
    expect(o.orderDate).toBe(t.clock().toISOString());
  });

  it('Home Delivery below the minimum order pays the shop delivery charges; the total includes them', async () => {
    const [a] = await someVariants(1);
    const res = await place({ vendorContactNo: '9876543210', items: [{ variantId: a!.id, quantity: 1 }], deliveryAddress: '12, MG Road, Delhi' });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    const charges = Number(o.attributeModels.find((x: { name: string }) => x.name === 'deliveryCharges').value);
    expect(charges).toBe(Number(a!.net_price) >= 199 ? 0 : 30);
    expect(o.total).toBe(Math.round((Number(a!.net_price) + charges) * 100) / 100);
    expect(o.deliveryAddress).toBe('12, MG Road, Delhi');
  });

  it('in demo mode, without items, orders a small random basket', async () => {
    const res = await place({ vendorContactNo: '+919876543210', deliveryMethod: 'Self Pickup' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses: a vendor session (403), no session (401), unknown shop (404), offline shop (409), items of another shop (400), bad body (400)', async () => {
    expect((await place({ vendorContactNo: DEMO.approved }, vendor.sessionToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${B}/customer/orders`, payload: {} })).statusCode).toBe(401);
    expect((await place({ vendorId: 'nope' })).statusCode).toBe(404);
    expect((await place({ vendorContactNo: '9000000000' })).statusCode).toBe(404);
    expect((await place({ vendorContactNo: DEMO.pending })).statusCode).toBe(404);
    expect((await place({ vendorContactNo: DEMO.offline })).json().code).toBe('SHOP_OFFLINE');
    const foreign = await tdb.db.query<{ id: string }>(
      'SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 LIMIT 1',
      [demoVendorId('offline')],
    );
    const wrong = await place({ vendorContactNo: DEMO.approved, items: [{ variantId: foreign.rows[0]!.id, quantity: 1 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('ITEM_UNAVAILABLE');
    expect((await place({ vendorContactNo: DEMO.approved, items: [{ variantId: 'x', quantity: 0 }] })).statusCode).toBe(400);
    expect((await place({})).statusCode).toBe(400);
    expect((await place({ vendorContactNo: DEMO.approved, deliveryMethod: 'Drone' })).statusCode).toBe(400);
  });

  it('without demo mode, items are required', async () => {
    const t2 = await createTestApp(tdb.db, { config: { demoMode: false }, seed: false });
    try {
      // A customer session issued by the demo app works here too (same database).
      const res = await t2.app.inject({
        method: 'POST',
        url: `${B}/customer/orders`,
        headers: { sessionToken: customerToken },
        payload: { vendorContactNo: DEMO.approved },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await t2.close();
    }
  });
});

describe('GET orders/vendor/live', () => {
  it('pending count, newest order and a revision that changes with every new order or status change', async () => {
    const before = (await live()).json();
    expect(before).toMatchObject({ pendingCount: expect.any(Number), revision: expect.any(String) });
    t.clock.advance(30);
    const placed = (await place({ vendorContactNo: DEMO.approved, deliveryMethod: 'Self Pickup' })).json();
    const after = (await live()).json();
    expect(after.pendingCount).toBe(before.pendingCount + 1);
    expect(after.revision).not.toBe(before.revision);
    expect(after.newest).toMatchObject({ orderId: placed.orderId, customerName: 'Priya Nair', total: placed.total });
    const count = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor/count?status=Pending`, headers: { sessionToken: vendor.sessionToken } });
    expect(count.json().count).toBe(after.pendingCount);

    t.clock.advance(30);
    await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: { sessionToken: vendor.sessionToken },
      payload: { orderId: placed.orderId, status: 'Paid' },
    });
    const changed = (await live()).json();
    expect(changed.pendingCount).toBe(before.pendingCount);
    expect(changed.revision).not.toBe(after.revision);
    expect((await live()).json().revision).toBe(changed.revision);
  });

  it('needs a vendor session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${B}/orders/vendor/live` })).statusCode).toBe(401);
  });

  it('the new order leads the Pending list (newest first)', async () => {
    t.clock.advance(60);
    const placed = (await place({ vendorContactNo: DEMO.approved, deliveryMethod: 'Self Pickup' })).json();
    const list = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers: { sessionToken: vendor.sessionToken } });
    expect(list.json()[0].orderId).toBe(placed.orderId);
  });
});

describe('10,000 orders stay fast', () => {
  it('list, count and live answer quickly with a vendor holding 10,000 orders', async () => {
    const vendorId = demoVendorId('approved');
    await tdb.db.query(
      `INSERT INTO orders (id, vendor_id, customer_name, status, order_date, total, version)
       SELECT gen_random_uuid(), $1, 'Bulk ' || g, (ARRAY['Pending','Rescheduled','Paid','Completed','Cancelled'])[1 + g % 5],
              now() - (g || ' minutes')::interval, 100, 1
         FROM generate_series(1, 10000) g`,
      [vendorId],
    );
    const headers = { sessionToken: vendor.sessionToken };
    const started = Date.now();
    for (const url of [
      'orders/vendor?status=Pending',
      'orders/vendor?status=Completed&pageNo=30',
      'orders/vendor/count?status=Pending',
      'orders/vendor/live',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${B}/${url}`, headers });
      expect(res.statusCode, url).toBe(200);
    }
    const pending = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers });
    expect(pending.json()).toHaveLength(50);
    expect(pending.headers['x-next-page']).toBe('1');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
