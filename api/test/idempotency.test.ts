/**
 * Idempotency-Key on signed-in writes: a repeated key answers the first answer and changes nothing,
 * a key reused with another body (or, for an upload, other files) is refused, a refused write keeps
 * nothing, the answer is in the database (a second app on the same database replays it; with
 * DATABASE_URL, a second API process too), claims are judged by the database's clock and only their
 * holder completes or gives them up, each vendor's keys and kept bytes are bounded per day, the
 * hourly purge forgets keys after 24 hours, and a customer's POST customer/orders takes a key too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../src/features/idempotency/model.js';
import { beginKeyed, finishKeyed, purgeIdempotencyKeys } from '../src/features/idempotency/service.js';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';
import { DEMO_CUSTOMER_ID } from '../src/seed/demo-accounts.js';
import { multipart, testImage } from './business-upload-helpers.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb, uniquePhone } from './helpers.js';

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

async function storedKey(vendorId: string, key: string, kind = 'vendor') {
  const r = await tdb.db.query<{ status_code: number | null }>(
    'SELECT status_code FROM idempotency_keys WHERE owner_kind = $1 AND owner_id = $2 AND key = $3',
    [kind, vendorId, key],
  );
  return r.rows[0] ?? null;
}

/** Moves a key's row back in time on the database's clock (its claim and its lifetime). */
const backdate = (key: string, seconds: number) =>
  tdb.db.query(
    'UPDATE idempotency_keys SET created_at = created_at - make_interval(secs => $2), lease_until = lease_until - make_interval(secs => $2) WHERE key = $1',
    [key, seconds],
  );

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

  it('the purge forgets keys older than 24 hours on the database clock, not younger ones, whatever the app clock says', async () => {
    const o = await newOrder();
    const key = randomUUID();
    expect((await putStatus(t, { orderId: o.orderId, status: 'Completed', version: o.version }, key)).statusCode).toBe(200);
    // The process's clock running ahead (or a manual clock) does not age the key.
    t.clock.advance(48 * 3600);
    try {
      await purgeIdempotencyKeys(t.app.ctx);
    } finally {
      t.clock.advance(-48 * 3600);
    }
    expect(await storedKey(vendor.vendorId, key)).toEqual({ status_code: 200 });
    await backdate(key, 23 * 3600);
    await purgeIdempotencyKeys(t.app.ctx);
    expect(await storedKey(vendor.vendorId, key)).toEqual({ status_code: 200 });
    await backdate(key, 3600 + 1);
    expect(await purgeIdempotencyKeys(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storedKey(vendor.vendorId, key)).toBeNull();
  });
});

describe('claims: the database clock and the holder', () => {
  const owner = () => ({ kind: 'vendor' as const, id: vendor.vendorId });
  const statusUrl = `${B}/order/status`;

  it('a running claim is not taken over however far the app clock moves; once its lease has passed on the database clock it is, and the first holder can then neither complete nor give it up', async () => {
    const o = await newOrder();
    const key = randomUUID();
    const body = { orderId: o.orderId, status: 'Completed', version: o.version };
    // The first request (another process) holds the claim and is still running.
    const first = await beginKeyed(t.app.ctx, owner(), key, requestHash('PUT', statusUrl, body), 120);
    expect(first.kind).toBe('run');
    // Ten minutes on the app's clock (the session's 15 minutes still run), far past the 120 s lease.
    t.clock.advance(600);
    try {
      const meanwhile = await putStatus(t, body, key);
      expect(meanwhile.statusCode, meanwhile.body).toBe(409);
      expect(meanwhile.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(meanwhile.headers['retry-after']).toBe('1');
    } finally {
      t.clock.advance(-600);
    }
    // Its lease passes on the database's clock: the holder is taken to have died; a repeat takes over.
    await backdate(key, 121);
    const takeover = await putStatus(second, body, key);
    expect(takeover.statusCode, takeover.body).toBe(200);
    expect(takeover.headers['idempotent-replayed']).toBeUndefined();
    // The first holder finishes late: neither its answer nor its failure touches the new holder's row.
    if (first.kind !== 'run') throw new Error('unreachable');
    expect(await finishKeyed(t.app.ctx, first.claim, { statusCode: 200, contentType: 'application/json', body: '{"late":true}' })).toBe('lost');
    expect(await finishKeyed(t.app.ctx, first.claim, { statusCode: 500, contentType: 'application/json', body: '{}' })).toBe('lost');
    const again = await putStatus(t, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(takeover.json());
  });

  it('a stale holder that fails does not give up the claim of the request that took over (no third run)', async () => {
    const key = randomUUID();
    const hash = requestHash('PUT', statusUrl, { any: 1 });
    const stale = await beginKeyed(t.app.ctx, owner(), key, hash, 120);
    await backdate(key, 121);
    const current = await beginKeyed(t.app.ctx, owner(), key, hash, 120);
    expect(current.kind).toBe('run');
    if (stale.kind !== 'run' || current.kind !== 'run') throw new Error('unreachable');
    expect(stale.claim.token).not.toBe(current.claim.token);
    expect(await finishKeyed(t.app.ctx, stale.claim, { statusCode: 409, contentType: null, body: '' })).toBe('lost');
    // The current holder still holds it: a third request waits instead of running the write again.
    await expect(beginKeyed(t.app.ctx, owner(), key, hash, 120)).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(await finishKeyed(t.app.ctx, current.claim, { statusCode: 200, contentType: 'application/json', body: '{"ok":true}' })).toBe('kept');
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

describe('bounds per vendor and 24-hour window', () => {
  let limited: TestApp;
  let who: { sessionToken: string; vendorId: string };
  let bystander: { sessionToken: string; vendorId: string };
  beforeAll(async () => {
    // Small bounds, so a test reaches them: three new keys and 150 bytes of kept answers a day.
    limited = await createTestApp(tdb.db, { seed: false, config: { idempotencyKeysPerDay: 3, idempotencyKeptBytesPerDay: 150 } });
    const [a, b] = [uniquePhone(), uniquePhone()];
    await addVendor(tdb.db, a);
    await addVendor(tdb.db, b);
    who = await signIn(limited, a);
    bystander = await signIn(limited, b);
  });
  afterAll(async () => {
    await limited.close();
  });

  /** An India date `days` ahead (a holiday must not start in the past). */
  const day = (days: number) => new Date(limited.clock().getTime() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const addHoliday = (s: { sessionToken: string }, days: number, key?: string) =>
    limited.app.inject({
      method: 'POST',
      url: `${B}/vendor/holidays`,
      headers: { sessionToken: s.sessionToken, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
      payload: { from: day(days) },
    });
  const holidays = async (vendorId: string) =>
    Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendor_holidays WHERE vendor_id = $1', [vendorId])).rows[0]?.n);

  it('new keys past the day’s number are refused before the write runs (429, Retry-After); answers past the day’s bytes keep only their status, and a repeat is still applied once', async () => {
    const [k1, k2, k3, k4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const first = await addHoliday(who, 40, k1);
    expect(first.statusCode, first.body).toBe(201);
    const second = await addHoliday(who, 41, k2);
    expect(second.statusCode, second.body).toBe(201);
    // The first answer fits in the day's 150 bytes, the second no longer does.
    expect(Buffer.byteLength(first.body)).toBeLessThanOrEqual(150);
    expect(Buffer.byteLength(first.body) + Buffer.byteLength(second.body)).toBeGreaterThan(150);
    expect((await addHoliday(who, 42, k3)).statusCode).toBe(201);

    const refused = await addHoliday(who, 43, k4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'IDEMPOTENCY_KEY_LIMIT' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await holidays(who.vendorId)).toBe(3);
    expect(await storedKey(who.vendorId, k4)).toBeNull();

    // Keys already used still replay: the kept answer whole; the status-only one with its status, empty.
    const again1 = await addHoliday(who, 40, k1);
    expect(again1.statusCode).toBe(201);
    expect(again1.headers['idempotent-replayed']).toBe('true');
    expect(again1.body).toBe(first.body);
    const again2 = await addHoliday(who, 41, k2);
    expect(again2.statusCode).toBe(201);
    expect(again2.headers['idempotent-replayed']).toBe('true');
    expect(again2.body).toBe('');
    expect(await holidays(who.vendorId)).toBe(3);
    const stored = await tdb.db.query<{ key: string; body_kept: boolean; body: string | null }>(
      'SELECT key, body_kept, body FROM idempotency_keys WHERE owner_id = $1 ORDER BY created_at',
      [who.vendorId],
    );
    expect(stored.rows.map((r) => [r.key, r.body_kept, r.body === null])).toEqual([
      [k1, true, false],
      [k2, false, true],
      [k3, false, true],
    ]);

    // Writes without a key, and another vendor's keys, are not touched by this vendor's bounds.
    expect((await addHoliday(who, 44)).statusCode).toBe(201);
    expect((await addHoliday(bystander, 40, randomUUID())).statusCode).toBe(201);

    // Once the window has ended (database clock), the vendor has a new day's keys.
    await tdb.db.query("UPDATE idempotency_usage SET window_ends = now() - interval '1 second' WHERE owner_id = $1", [who.vendorId]);
    const next = await addHoliday(who, 45, k4);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key on POST vendor/upload', () => {
  it('the files are part of the request: the same key with another picture is refused (422) and stores nothing; with the same picture it is replayed and stored once', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([testImage(320, 240, 'jpeg'), testImage(320, 240, 'jpeg')]);
    const send = (data: Buffer) => {
      const body = multipart([{ filename: 'front.jpg', contentType: 'image/jpeg', data }]);
      return t.app.inject({
        method: 'POST',
        url: `${B}/vendor/upload`,
        headers: { sessionToken: vendor.sessionToken, 'content-type': body.contentType, 'Idempotency-Key': key },
        payload: body.payload,
      });
    };
    const images = async () =>
      Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendor_images WHERE vendor_id = $1', [vendor.vendorId])).rows[0]?.n);
    const before = await images();
    const first = await send(a);
    expect(first.statusCode, first.body).toBe(200);
    expect(await images()).toBe(before + 1);

    const other = await send(b);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await images()).toBe(before + 1);

    const again = await send(a);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await images()).toBe(before + 1);
  });
});

describe('Idempotency-Key on POST customer/orders', () => {
  const place = (payload: Record<string, unknown>, key: string) =>
    t.app.inject({ method: 'POST', url: `${B}/customer/orders`, headers: { sessionToken: customerToken, 'Idempotency-Key': key }, payload });
  const customerOrders = async () =>
    Number((await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [DEMO_CUSTOMER_ID])).rows[0]?.n);

  it('the same key twice places one order (the second gets the first answer); the key with another body is refused (422) as on vendor writes', async () => {
    const before = await customerOrders();
    const key = randomUUID();
    const body = { vendorContactNo: DEMO.approved, ignoreHours: true };
    const first = await place(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(await customerOrders()).toBe(before + 1);
    const again = await place(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await customerOrders()).toBe(before + 1);

    const reused = await place({ ...body, note: 'ring twice' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await customerOrders()).toBe(before + 1);
    // Kept for the customer, apart from any vendor's keys.
    const kept = await tdb.db.query<{ owner_kind: string }>('SELECT owner_kind FROM idempotency_keys WHERE key = $1', [key]);
    expect(kept.rows).toEqual([{ owner_kind: 'customer' }]);
    expect(await storedKey(DEMO_CUSTOMER_ID, key, 'customer')).toEqual({ status_code: 201 });
  });

  it('a malformed key is a 400 and no order is placed', async () => {
    const before = await customerOrders();
    const res = await place({ vendorContactNo: DEMO.approved, ignoreHours: true }, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await customerOrders()).toBe(before);
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
