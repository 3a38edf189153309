import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

/**
 * Issue 9 point 2: every malformed input answers 400 with the usual JSON error and writes nothing.
 * These inputs answered 500 (non-finite numbers, NUL characters) or were accepted (an array coerced
 * into a string) before the validation in src/http/validation.ts.
 */

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

const asVendor = () => ({ sessionToken: vendor.sessionToken });

function expect400(res: { statusCode: number; json(): unknown }, field: RegExp) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { statusCode: number; code: string; error: string; message: string };
  expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
  expect(body.message).toMatch(field);
}

async function countRows(table: string): Promise<number> {
  const r = await tdb.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(r.rows[0]?.n);
}

async function pendingOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/customer/orders`,
    headers: { sessionToken: customerToken },
    // Demo mode: an order whatever the demo shop's hours say, so the test passes at any hour.
    payload: { vendorContactNo: DEMO.approved, ignoreHours: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; version: number; status: string };
}

describe('non-finite numbers in the query', () => {
  for (const value of ['1e309', 'Infinity', '-1e309', '-Infinity', 'NaN']) {
    for (const name of ['pageNo', 'pageSize']) {
      it(`${name}=${value} → 400`, async () => {
        const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?${q({ status: 'Pending', [name]: value })}`, headers: asVendor() });
        expect400(res, new RegExp(name));
      });
    }
  }

  it('a sane page still answers 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?${q({ status: 'Pending', pageNo: '0', pageSize: '5' })}`, headers: asVendor() });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL characters in stored strings', () => {
  it('cancellationReason with NUL → 400, the order unchanged', async () => {
    const o = await pendingOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: asVendor(),
      payload: { orderId: o.orderId, status: 'Cancelled', version: o.version, cancellationReason: 'Other\u0000reason' },
    });
    expect400(res, /cancellationReason/);
    const after = await t.app.inject({ method: 'GET', url: `${B}/order/details?${q({ orderId: o.orderId })}`, headers: asVendor() });
    expect(after.json()).toMatchObject({ status: 'Pending', version: o.version });
  });

  it('an attributeModels value with NUL → 400, the order unchanged', async () => {
    const o = await pendingOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: asVendor(),
      payload: { orderId: o.orderId, status: 'Rescheduled', version: o.version, attributeModels: [{ name: 'deliveryTime', value: 'by 5 PM\u0000' }] },
    });
    expect400(res, /attributeModels/);
    const after = await t.app.inject({ method: 'GET', url: `${B}/order/details?${q({ orderId: o.orderId })}`, headers: asVendor() });
    expect(after.json()).toMatchObject({ status: 'Pending', version: o.version });
  });

  for (const field of ['note', 'deliveryAddress']) {
    it(`${field} with NUL on a new order → 400, no order written`, async () => {
      const before = await countRows('orders');
      const res = await t.app.inject({
        method: 'POST',
        url: `${B}/customer/orders`,
        headers: { sessionToken: customerToken },
        payload: { vendorContactNo: DEMO.approved, [field]: 'ring\u0000the bell' },
      });
      expect400(res, new RegExp(field));
      expect(await countRows('orders')).toBe(before);
    });
  }
});

describe('no type coercion of JSON bodies', () => {
  it('status: ["Paid"] is refused (400), not coerced to "Paid"', async () => {
    const o = await pendingOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: asVendor(),
      payload: { orderId: o.orderId, status: ['Paid'], version: o.version },
    });
    expect400(res, /status/);
    const after = await t.app.inject({ method: 'GET', url: `${B}/order/details?${q({ orderId: o.orderId })}`, headers: asVendor() });
    expect(after.json()).toMatchObject({ status: 'Pending', version: o.version });
  });

  it('a version sent as a string is refused (400)', async () => {
    const o = await pendingOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: asVendor(),
      payload: { orderId: o.orderId, status: 'Paid', version: String(o.version) },
    });
    expect400(res, /version/);
  });

  it('query strings are still read as the numbers they spell', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?pageNo=0&pageSize=2`, headers: asVendor() });
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeLessThanOrEqual(2);
  });
});
