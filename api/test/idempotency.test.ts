/**
 * Idempotency-Key on vendor writes (issue 22, decision 0057): a repeated key answers the first
 * answer and changes nothing, a key reused with another body is refused, a refused write keeps
 * nothing, the answer is in the database (a second app on the same database replays it; with
 * DATABASE_URL, a second API process too), and the hourly purge forgets keys after 24 hours.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from '../src/features/idempotency/service.js';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';
import { B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let second: TestApp;
let vendor: { sessionToken: string; vendorId: string };
let other: { sessionToken: string; vendorId: string };
let customerToken: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  // A second API on the same database (what two processes share): nothing of the key lives in memory.
  second = await createTestApp(tdb.db, { seed: false, clock: t.clock });
  vendor = await signIn(t, DEMO.approved, '123456');
  other = await signIn(t, DEMO.offline, '123456');
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await tdb.cleanup();
});

async function newOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/customer/orders`,
    headers: { sessionToken: customerToken },
    // Demo mode: an order whatever the demo shop's hours say, so the test passes at any hour.
    payload: { vendorContactNo: DEMO.approved, ignoreHours: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; version: number };
}

const putStatus = (app: TestApp, payload: Record<string, unknown>, key?: string, s = vendor) =>
  app.app.inject({
    method: 'PUT',
    url: `${B}/order/status`,
    headers: { sessionToken: s.sessionToken, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    payload,
  });

async function storedOrder(orderId: string) {
  const r = await tdb.db.query<{ status: string; version: number }>('SELECT status, version FROM orders WHERE id = $1', [orderId]);
  return r.rows[0];
}

async function storedKey(vendorId: string, key: string) {
  const r = await tdb.db.query<{ status_code: number | null }>('SELECT status_code FROM idempotency_keys WHERE vendor_id = $1 AND key = $2', [vendorId, key]);
  return r.rows[0] ?? null;
}

describe('Idempotency-Key on PUT order/status', () => {
  it('a repeated key answers the first answer, replayed, and the order changes once', async () => {
    const o = await newOrder();
    const key = randomUUID();
    const first = await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const after = await storedOrder(o.orderId);
    expect(after?.status).toBe('Completed');

    // The answer was lost on the way back: sent again, to this process and to another one.
    for (const app of [t, second]) {
      const again = await putStatus(app, { orderId: o.orderId, status: 'Completed', version: o.version }, key);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toContain('application/json');
      expect(again.json()).toEqual(first.json());
    }
    expect(await storedOrder(o.orderId)).toEqual(after);
    const delivered = first.json().attributeModels.filter((a: { name: string }) => a.name === 'deliveredOn');
    expect(delivered).toHaveLength(1);
  });

  it('without the key the same write is not replayed (it is refused: the version moved on)', async () => {
    const o = await newOrder();
    expect((await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version })).statusCode).toBe(200);
    expect((await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version })).statusCode).toBe(409);
  });

  it('a key reused with another body is refused with 422 and nothing is applied', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const key = randomUUID();
    expect((await putStatus(t, { orderId: a.orderId, status: 'Paid', version: a.version }, key)).statusCode).toBe(200);
    const before = await storedOrder(b.orderId);
    const reused = await putStatus(second, { orderId: b.orderId, status: 'Paid', version: b.version }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await storedOrder(b.orderId)).toEqual(before);
  });

  it('a refused write keeps nothing: sent again it runs again', async () => {
    const o = await newOrder();
    const key = randomUUID();
    const stale = await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version + 5 }, key);
    expect(stale.statusCode).toBe(409);
    expect(await storedKey(vendor.vendorId, key)).toBeNull();
    const again = await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version + 5 }, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys are per vendor: another vendor with the same key is not given the first answer', async () => {
    const o = await newOrder();
    const key = randomUUID();
    expect((await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, key)).statusCode).toBe(200);
    const res = await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, key, other);
    expect(res.statusCode).toBe(404);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a malformed key is a 400, nothing applied', async () => {
    const o = await newOrder();
    const res = await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect((await storedOrder(o.orderId))?.status).toBe('Pending');
  });

  it('the purge forgets keys older than 24 hours, not younger ones', async () => {
    const o = await newOrder();
    const key = randomUUID();
    expect((await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, key)).statusCode).toBe(200);
    t.clock.advance(23 * 3600);
    await purgeIdempotencyKeys(t.app.ctx);
    expect(await storedKey(vendor.vendorId, key)).toEqual({ status_code: 200 });
    t.clock.advance(3600 + 1);
    expect(await purgeIdempotencyKeys(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storedKey(vendor.vendorId, key)).toBeNull();
    t.clock.advance(-(24 * 3600 + 1));
  });
});

describe('Idempotency-Key on PUT vendor/products', () => {
  it('a price save sent twice is saved once; the second gets the first answer', async () => {
    const tree = await t.app.inject({ method: 'GET', url: `${B}/vendor/products/categories`, headers: { sessionToken: vendor.sessionToken } });
    expect(tree.statusCode).toBe(200);
    type Node = { id: string; children?: Node[] };
    const leaves: string[] = [];
    const walk = (n: Node) => (n.children?.length ? n.children.forEach(walk) : leaves.push(n.id));
    (tree.json() as Node[]).forEach(walk);
    let product:
      | { productId: string; productVariants: { variantId: string; id: string; mrp: number; netPrice: number; available: boolean; updatedAt: string }[] }
      | undefined;
    for (const id of leaves) {
      const res = await t.app.inject({ method: 'GET', url: `${B}/vendor/products?${q({ categoryId: id })}`, headers: { sessionToken: vendor.sessionToken } });
      product = res.json()[0];
      if (product) break;
    }
    expect(product).toBeDefined();
    const v = product!.productVariants[0]!;
    const row = { productId: product!.productId, variantId: v.variantId ?? v.id, mrp: v.mrp + 7, netPrice: v.mrp + 7, available: true, updatedAt: v.updatedAt };
    const key = randomUUID();
    const save = (app: TestApp) =>
      app.app.inject({ method: 'PUT', url: `${B}/vendor/products`, headers: { sessionToken: vendor.sessionToken, 'Idempotency-Key': key }, payload: [row] });
    const first = await save(t);
    expect(first.statusCode, first.body).toBe(200);
    const stored = await tdb.db.query('SELECT mrp, updated_at FROM product_variants WHERE id = $1', [row.variantId]);
    const again = await save(second);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await tdb.db.query('SELECT mrp, updated_at FROM product_variants WHERE id = $1', [row.variantId])).rows).toEqual(stored.rows);
  });
});

// With DATABASE_URL: two real API processes on a database of their own (as two-processes.test.ts).
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const running: ApiProcess[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const api of running) await stopApi(api, 'SIGKILL');
    await dropDb?.();
  });

  describe('two API processes on one PostgreSQL database', () => {
    it('a key used through one process is replayed by the other, applied once', { timeout: 180_000 }, async () => {
      const name = `vd_idem_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      dropDb = async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
      const u = new URL(serverUrl);
      u.pathname = `/${name}`;
      const env = { DEMO_MODE: 'true', DATABASE_URL: u.toString(), SESSION_CACHE_MS: '0' };
      const a = startApi(await freePort(), env);
      running.push(a);
      await waitForHealth(a);
      const b = startApi(await freePort(), env);
      running.push(b);
      await waitForHealth(b);

      const call = (api: ApiProcess, path: string, init: RequestInit = {}) => fetch(`${api.url}${B}/${path}`, init);
      const signInVia = async (api: ApiProcess, phone: string, role: string) => {
        expect((await call(api, `auth/otp/send?${q({ phoneNumber: phone, role })}`, { method: 'POST' })).status).toBe(200);
        const res = await call(api, `auth/otp/verify?${q({ phoneNumber: phone, otp: '123456', role })}`, { method: 'POST' });
        return ((await res.json()) as { sessionToken: string }).sessionToken;
      };
      const vendorToken = await signInVia(a, '9876543210', 'VENDOR');
      const customer = await signInVia(a, '9999999999', 'USER');
      const placed = await call(a, 'customer/orders', {
        method: 'POST',
        headers: { sessionToken: customer, 'content-type': 'application/json' },
        body: JSON.stringify({ vendorContactNo: '9876543210', ignoreHours: true }),
      });
      expect(placed.status).toBe(201);
      const order = (await placed.json()) as { orderId: string; version: number };
      const key = randomUUID();
      const deliver = (api: ApiProcess) =>
        call(api, 'order/status', {
          method: 'PUT',
          headers: { sessionToken: vendorToken, 'content-type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ orderId: order.orderId, status: 'Completed', version: order.version }),
        });
      const first = await deliver(a);
      expect(first.status).toBe(200);
      const firstBody = await first.json();
      const again = await deliver(b);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(firstBody);
      const detail = await call(b, `order/details?${q({ orderId: order.orderId })}`, { headers: { sessionToken: vendorToken } });
      expect(((await detail.json()) as { version: number }).version).toBe((firstBody as { version: number }).version);
    });
  });
}
