/**
 * A client written from spec section 7's call table works unchanged (issue 21, decision 0056): the
 * older base path, a refreshToken header on every call, PUT vendor/products with exactly the spec's
 * rows (no concurrency token: last write wins), PUT vendor with `X-Vendor-Id` as a query parameter
 * and the whole vendor object, POST vendor/upload with the vendor id in the query. Refusals too.
 */
import { LEGACY_API_BASE_PATH } from '@vd/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, testImage } from './business-upload-helpers.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, q, signIn, type TestApp, type TestDb, uniquePhone } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let demo: { sessionToken: string; refreshToken: string; vendorId: string };
let other: { sessionToken: string; refreshToken: string; vendorId: string };

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  demo = await signIn(t, DEMO.approved, '123456');
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  other = await signIn(t, phone);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

type Method = 'GET' | 'PUT' | 'POST';
interface Who {
  sessionToken: string;
  refreshToken: string;
  vendorId: string;
}

/** A call as spec section 7's client makes it: the older base, sessionToken + refreshToken, X-Vendor-Id, X-USER-ROLE, JSON. */
function specCall(method: Method, path: string, who: Who, payload?: unknown, base = LEGACY_API_BASE_PATH) {
  return t.app.inject({
    method,
    url: `${base}/${path}`,
    headers: {
      sessionToken: who.sessionToken,
      refreshToken: who.refreshToken,
      'X-Vendor-Id': who.vendorId,
      'X-USER-ROLE': 'VENDOR',
      'content-type': 'application/json',
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

interface PVariant {
  id: string;
  variantId: string | null;
  mrp: number;
  netPrice: number;
  unit: string;
  available: boolean;
  updatedAt: string;
}
interface PProduct {
  productId: string;
  productName: string;
  productVariants: PVariant[];
}

/** The first pricing leaf of a vendor that holds products, and its products (through the current base path). */
async function shelf(who: Who): Promise<PProduct[]> {
  const cats = await t.app.inject({ method: 'GET', url: `${B}/vendor/products/categories`, headers: { sessionToken: who.sessionToken } });
  expect(cats.statusCode).toBe(200);
  const leaves: string[] = [];
  const walk = (nodes: { id: string; subCategories?: unknown[] }[]) => {
    for (const n of nodes) {
      if (n.subCategories && n.subCategories.length > 0) walk(n.subCategories as never);
      else leaves.push(n.id);
    }
  };
  walk(cats.json());
  for (const id of leaves) {
    const res = await t.app.inject({ method: 'GET', url: `${B}/vendor/products?${q({ categoryId: id })}`, headers: { sessionToken: who.sessionToken } });
    const list = res.json<PProduct[]>();
    if (list.length > 0) return list;
  }
  throw new Error('no products');
}

/** Spec section 7's row: exactly {productId, variantId (or id when null), mrp, netPrice, unit, available}. */
const specRow = (p: PProduct, v: PVariant, change: Partial<Pick<PVariant, 'mrp' | 'netPrice' | 'available'>> = {}) => ({
  productId: p.productId,
  variantId: v.variantId ?? v.id,
  mrp: v.mrp,
  netPrice: v.netPrice,
  unit: v.unit,
  available: v.available,
  ...change,
});

async function storedVariant(id: string) {
  const { rows } = await tdb.db.query<{ mrp: string; net_price: string; available: boolean }>(
    'SELECT mrp::text, net_price::text, available FROM product_variants WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

describe('the older base path and the refreshToken header', () => {
  it('every call answers under /rest/subziwale/api/v1 as under the current base, with a refreshToken header sent along', async () => {
    const legacy = await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, demo);
    const current = await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, demo, undefined, B);
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json()).toEqual(current.json());
    expect(legacy.json().id).toBe(demo.vendorId);

    const orders = await specCall('GET', `orders/vendor?${q({ status: 'Pending' })}`, demo);
    expect(orders.statusCode).toBe(200);
    expect(Array.isArray(orders.json())).toBe(true);
    expect((await specCall('GET', 'category', demo)).statusCode).toBe(200);
    expect((await specCall('GET', 'vendor/attribute', demo)).statusCode).toBe(200);
  });

  it('a refreshToken header that is stale, made up or empty changes nothing: the session decides', async () => {
    for (const refreshToken of ['rt_made-up', '', 'x'.repeat(600)]) {
      const res = await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, { ...demo, refreshToken });
      expect(res.statusCode, refreshToken.slice(0, 10)).toBe(200);
    }
    const noSession = await t.app.inject({ method: 'GET', url: `${LEGACY_API_BASE_PATH}/category`, headers: { refreshToken: demo.refreshToken } });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().code).toBe('UNAUTHENTICATED');
  });

  it('sign-in works through the older base path (send, verify), and an unknown route there is 404 JSON', async () => {
    const send = await t.app.inject({ method: 'POST', url: `${LEGACY_API_BASE_PATH}/auth/otp/send?${q({ phoneNumber: DEMO.approved, role: 'VENDOR' })}` });
    expect(send.statusCode, send.body).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: `${LEGACY_API_BASE_PATH}/auth/otp/verify?${q({ phoneNumber: DEMO.approved, otp: '123456', role: 'VENDOR' })}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ sessionToken: expect.any(String), refreshToken: expect.any(String) });
    const unknown = await specCall('GET', 'no/such/route', demo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/rest/subziwale/api/v1x/category', headers: { sessionToken: demo.sessionToken } })).statusCode).toBe(404);
  });

  it('the OpenAPI document names the alias and the refreshToken header once, and lists each route once', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.info.description).toContain(LEGACY_API_BASE_PATH);
    expect(Object.keys(doc.paths).some((p) => p.startsWith(LEGACY_API_BASE_PATH))).toBe(false);
    const params = doc.paths[`${B}/vendor/products`].put.parameters as { in: string; name: string }[];
    expect(params.some((p) => p.in === 'header' && p.name === 'refreshToken')).toBe(true);
    const put = doc.paths[`${B}/vendor/products`].put.requestBody.content['application/json'].schema;
    expect(JSON.stringify(put)).toContain('updatedAt');
    expect(put.items.required).not.toContain('updatedAt');
  });
});

describe('PUT vendor/products with the spec’s rows', () => {
  it('accepts exactly {productId, variantId, mrp, netPrice, unit, available} and saves it (last write wins)', async () => {
    const [p] = await shelf(demo);
    const v = p!.productVariants[0]!;
    const res = await specCall('PUT', 'vendor/products', demo, [specRow(p!, v, { mrp: 123.5, netPrice: 99.25, available: true })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ savedProducts: 1, savedVariants: 1 });
    expect(await storedVariant(v.id)).toEqual({ mrp: '123.50', net_price: '99.25', available: true });

    // Someone else saved meanwhile (the token moved): a row without a token still wins.
    const again = await specCall('PUT', 'vendor/products', demo, [specRow(p!, v, { mrp: 130, netPrice: 120, available: false })]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedVariant(v.id)).toEqual({ mrp: '130.00', net_price: '120.00', available: false });
  });

  it('with updatedAt the conflict check stays: a stale token is 409, nothing written', async () => {
    const [p] = await shelf(demo);
    const v = p!.productVariants[0]!;
    const first = await specCall('PUT', 'vendor/products', demo, [{ ...specRow(p!, v, { mrp: 140, netPrice: 135 }), updatedAt: v.updatedAt }]);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await specCall('PUT', 'vendor/products', demo, [{ ...specRow(p!, v, { mrp: 150, netPrice: 145 }), updatedAt: v.updatedAt }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PRICES_CHANGED');
    expect(await storedVariant(v.id)).toMatchObject({ mrp: '140.00', net_price: '135.00' });
  });

  it('refuses bad rows with 400 naming the row and another vendor’s variant or id with 404/403; nothing written', async () => {
    const [p] = await shelf(demo);
    const v = p!.productVariants[0]!;
    const before = await storedVariant(v.id);
    const cases: [unknown, number, string, RegExp][] = [
      [[specRow(p!, v, { mrp: -1 })], 400, 'INVALID_PRICE', /Row 1 .*mrp cannot be negative/],
      [[{ ...specRow(p!, v), netPrice: 'cheap' }], 400, 'INVALID_PRICE', /netPrice must be a number/],
      [[{ ...specRow(p!, v), available: 'yes' }], 400, 'VALIDATION_FAILED', /available must be true or false/],
      [[{ ...specRow(p!, v), updatedAt: null }], 400, 'VALIDATION_FAILED', /updatedAt .* malformed/],
      [specRow(p!, v), 400, 'VALIDATION_FAILED', /must be a list/],
      [[], 400, 'EMPTY_UPDATE', /Nothing to save/],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await specCall('PUT', 'vendor/products', demo, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toMatch(message);
    }
    const otherVendors = await specCall('PUT', 'vendor/products', other, [specRow(p!, v, { mrp: 1, netPrice: 1 })]);
    expect(otherVendors.statusCode).toBe(404);
    expect(otherVendors.json().code).toBe('VARIANT_NOT_FOUND');
    const claimed = await specCall('PUT', 'vendor/products', { ...other, vendorId: demo.vendorId }, [specRow(p!, v, { mrp: 1, netPrice: 1 })]);
    expect(claimed.statusCode).toBe(403);
    expect(claimed.json().code).toBe('VENDOR_MISMATCH');
    expect(await storedVariant(v.id)).toEqual(before);
  });
});

describe('PUT vendor with X-Vendor-Id in the query and the whole vendor object', () => {
  it('answers the spec’s success/data/error wrapper with the record', async () => {
    const record = (await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, demo)).json();
    const res = await specCall('PUT', `vendor?${q({ 'X-Vendor-Id': demo.vendorId })}`, demo, { ...record, shopName: 'Sharma General Store & Sons' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String), error: null });
    expect(res.json().data).toMatchObject({ id: demo.vendorId, shopName: 'Sharma General Store & Sons', contactNo: record.contactNo });
    const back = await specCall('PUT', `vendor?${q({ 'X-Vendor-Id': demo.vendorId })}`, demo, { ...record });
    expect(back.json().data.shopName).toBe(record.shopName);
  });

  it('refuses another vendor’s id (403, nothing changed) and a bad body (400 with the field’s text)', async () => {
    const theirs = (await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, demo)).json();
    const res = await specCall('PUT', `vendor?${q({ 'X-Vendor-Id': demo.vendorId })}`, { ...other, vendorId: other.vendorId }, { ...theirs, name: 'Hacker' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VENDOR_MISMATCH');
    const bad = await specCall('PUT', `vendor?${q({ 'X-Vendor-Id': demo.vendorId })}`, demo, { ...theirs, emailId: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.emailId).toBe('Email is invalid');
    const notObject = await specCall('PUT', `vendor?${q({ 'X-Vendor-Id': demo.vendorId })}`, demo, ['Sharma']);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toEqual(expect.any(String));
    expect((await specCall('GET', `vendor?${q({ mobileNo: DEMO.approved })}`, demo)).json().name).toBe(theirs.name);
  });
});

describe('POST vendor/upload with the vendor id in the query', () => {
  it('takes the files with ?vendorId= or ?X-Vendor-Id= of the signed-in vendor; refuses another vendor’s id and a non-image by name', async () => {
    const file = { filename: 'shop.jpg', contentType: 'image/jpeg', data: await testImage(64, 48, 'jpeg') };
    const upload = (query: string, who: Who, files = [file]) => {
      const body = multipart(files);
      return t.app.inject({
        method: 'POST',
        url: `${LEGACY_API_BASE_PATH}/vendor/upload?${query}`,
        headers: { sessionToken: who.sessionToken, refreshToken: who.refreshToken, 'X-USER-ROLE': 'VENDOR', 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const count = async (vendorId: string) =>
      Number((await tdb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM vendor_images WHERE vendor_id = $1', [vendorId])).rows[0]!.n);

    const before = await count(other.vendorId);
    const byVendorId = await upload(q({ vendorId: other.vendorId }), other);
    expect(byVendorId.statusCode, byVendorId.body).toBe(200);
    expect(byVendorId.json().added).toHaveLength(1);
    const byHeaderName = await upload(q({ 'X-Vendor-Id': other.vendorId }), other);
    expect(byHeaderName.statusCode, byHeaderName.body).toBe(200);
    expect(await count(other.vendorId)).toBe(before + 2);

    const demoBefore = await count(demo.vendorId);
    for (const query of [q({ vendorId: demo.vendorId }), q({ 'X-Vendor-Id': demo.vendorId })]) {
      const refused = await upload(query, other);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().code).toBe('VENDOR_MISMATCH');
    }
    const notImage = await upload(q({ vendorId: other.vendorId }), other, [{ filename: 'notes.txt', contentType: 'image/png', data: Buffer.from('hello') }]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toContain('notes.txt');
    expect(await count(demo.vendorId)).toBe(demoBefore);
    expect(await count(other.vendorId)).toBe(before + 2);
  });
});
