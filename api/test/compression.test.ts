/**
 * Answers compressed for callers that accept it (issue 25, decision 0067): a phone on a 1.6 Mbps
 * link gets the vendor's record, the category tree and the orders list in brotli or gzip, the same
 * JSON once decoded; small answers and callers that accept neither are answered as before, a kept
 * idempotent answer replays the same JSON, and a compressed request body is not unpacked.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb } from './helpers.js';

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

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { sessionToken: vendor.sessionToken, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

/** A customer's order at the demo shop (a new vendor order revision). */
async function placeOrder(): Promise<{ orderId: string; version: number }> {
  const placed = await t.app.inject({
    method: 'POST',
    url: `${B}/customer/orders`,
    headers: { sessionToken: customerToken },
    // Demo mode: an order whatever the demo shop's hours say, so the test passes at any hour.
    payload: { vendorContactNo: DEMO.approved, ignoreHours: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { orderId: string; version: number };
}

const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }): unknown => {
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(body.toString('utf8'));
};

describe('compressed answers', () => {
  it("the vendor's record, the category tree and a page of orders: brotli, else gzip, the same JSON decoded, several times smaller", async () => {
    const urls = [`${B}/vendor?${q({ mobileNo: DEMO.approved })}`, `${B}/category?scope=vendor`, `${B}/orders/vendor?status=Pending&pageNo=0&pageSize=20`];
    for (const url of urls) {
      const plain = await get(url);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const packed = await get(url, accept);
        expect(packed.statusCode, url).toBe(200);
        expect(packed.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(String(packed.headers.vary), url).toMatch(/accept-encoding/i);
        // Still no cache and nosniff: compression changes nothing of the answer's policy.
        expect(packed.headers['cache-control'], url).toBe('no-store');
        expect(packed.headers['x-content-type-options'], url).toBe('nosniff');
        expect(decoded(packed), url).toEqual(plain.json());
        if (plain.rawPayload.length > 4096) expect(packed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('a kept page of orders (the list is kept per vendor order revision) is answered compressed, the same bytes again until an order changes, with Vary kept', async () => {
    const url = `${B}/orders/vendor?status=Pending&pageNo=0&pageSize=50`;
    const headers = { sessionToken: vendor.sessionToken, 'accept-encoding': 'br, gzip', origin: 'http://localhost:3000' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    const again = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toContain('application/json');
    // CORS' Vary: Origin stays beside Accept-Encoding.
    expect(String(first.headers.vary)).toMatch(/origin/i);
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await get(url);
    expect(decoded(first)).toEqual(plain.json());
    // A new order: a new revision, a new page.
    const placed = await placeOrder();
    const after = await t.app.inject({ method: 'GET', url, headers });
    expect((decoded(after) as Array<{ orderId: string }>).map((o) => o.orderId)).toContain(placed.orderId);
  });

  it('a small answer (under 1 KB) and a caller that accepts no encoding get the answer as it is', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    // The live poll's kept answer is small too.
    const live = await get(`${B}/orders/vendor/live`, 'br, gzip');
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(live.json()).toHaveProperty('pendingCount');
    const identity = await get(`${B}/category?scope=vendor`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(identity.json())).toBe(true);
  });

  it('an idempotent write asked for compressed keeps its JSON: the replay decodes to the same answer', async () => {
    const order = await placeOrder();
    const key = randomUUID();
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `${B}/order/status`,
        headers: { sessionToken: vendor.sessionToken, 'Idempotency-Key': key, 'accept-encoding': 'br' },
        payload: { orderId: order.orderId, status: 'Completed', version: order.version },
      });
    const first = await put();
    expect(first.statusCode).toBe(200);
    const again = await put();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(decoded(again)).toEqual(decoded(first));
    expect((decoded(again) as { status: string }).status).toBe('Completed');
  });

  it('a gzip-encoded request body is not unpacked: refused as a bad body, nothing stored', async () => {
    const before = await get(`${B}/vendor?${q({ mobileNo: DEMO.approved })}`);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/vendor/language`,
      headers: { sessionToken: vendor.sessionToken, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ language: 'hi' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const after = await get(`${B}/vendor?${q({ mobileNo: DEMO.approved })}`);
    expect(after.json()).toEqual(before.json());
  });
});
