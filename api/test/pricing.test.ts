/**
 * Pricing API (issue 10, decision 0024): GET vendor/products, GET vendor/products/categories,
 * PUT vendor/products. Every refused save is checked against the stored rows: nothing written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, q, signIn, uniquePhone, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let tokenA: string;
let tokenB: string;
let customerToken: string;
let vendorA: string;
let vendorB: string;

interface PVariant {
  id: string;
  variantId: string;
  variant: string;
  unit: string;
  mrp: number;
  netPrice: number;
  available: boolean;
  updatedAt: string;
}
interface PProduct {
  productId: string;
  productName: string;
  mrp: number;
  netPrice: number;
  categoryId: string;
  categoryPath: { id: string; name: string }[];
  productVariants: PVariant[];
}

// A category tree of our own: Top → Sub → Leaf A (available), Leaf B (unavailable), Leaf C (available, empty).
const cat = { top: newId(), sub: newId(), leafA: newId(), leafB: newId(), leafC: newId() };
const prod = { apple: newId(), banana: newId(), cherry: newId(), date: newId(), bean: newId() };
const variantIds = {
  apple1kg: newId(),
  apple2kg: newId(),
  banana: newId(),
  cherry1: newId(),
  cherry2: newId(),
  date: newId(),
  bean: newId(),
};

async function insertProduct(vendorId: string, id: string, categoryId: string, name: string, sort: number) {
  await tdb.db.query('INSERT INTO products (id, vendor_id, category_id, name, sort) VALUES ($1, $2, $3, $4, $5)', [id, vendorId, categoryId, name, sort]);
}
async function insertVariant(id: string, productId: string, variant: string, mrp: number, netPrice: number, available: boolean, sort = 0) {
  await tdb.db.query(
    `INSERT INTO product_variants (id, product_id, variant, unit, mrp, net_price, available, sort, updated_at)
     VALUES ($1, $2, $3, 'kg', $4, $5, $6, $7, '2025-01-01T00:00:00Z')`,
    [id, productId, variant, mrp, netPrice, available, sort],
  );
}

/** Puts the fixture's variants back to their starting values (tests change them). */
async function resetFixture() {
  const rows: [string, number, number, boolean][] = [
    [variantIds.apple1kg, 100, 90, true],
    [variantIds.apple2kg, 0, 150, false],
    [variantIds.banana, 40, 0, true],
    [variantIds.cherry1, 60, 55, false],
    [variantIds.cherry2, 110, 100, false],
    [variantIds.date, 300, 280, true],
    [variantIds.bean, 20, 18, true],
  ];
  for (const [id, mrp, net, available] of rows) {
    await tdb.db.query(`UPDATE product_variants SET mrp = $2, net_price = $3, available = $4, unit = 'kg', updated_at = '2025-01-01T00:00:00Z' WHERE id = $1`, [
      id,
      mrp,
      net,
      available,
    ]);
  }
}

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  const phoneA = uniquePhone();
  const phoneB = uniquePhone();
  vendorA = await addVendor(tdb.db, phoneA);
  vendorB = await addVendor(tdb.db, phoneB);
  const insCat = (id: string, name: string, parent: string | null, level: number, available: boolean, sort: number) =>
    tdb.db.query('INSERT INTO categories (id, name, parent_id, level, available, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      name,
      parent,
      level,
      available,
      sort,
    ]);
  await insCat(cat.top, 'Pricing Test', null, 1, true, 900);
  await insCat(cat.sub, 'PT Sub', cat.top, 2, true, 0);
  await insCat(cat.leafA, 'PT Leaf A', cat.sub, 3, true, 0);
  await insCat(cat.leafB, 'PT Leaf B', cat.sub, 3, false, 1);
  await insCat(cat.leafC, 'PT Leaf C', cat.sub, 3, true, 2);
  // Vendor A lists leaves A and C; it also has a product in leaf B (unavailable, not listed).
  for (const c of [cat.leafA, cat.leafC]) await tdb.db.query('INSERT INTO vendor_categories (vendor_id, category_id) VALUES ($1, $2)', [vendorA, c]);
  await tdb.db.query('INSERT INTO vendor_categories (vendor_id, category_id) VALUES ($1, $2)', [vendorB, cat.leafA]);
  await insertProduct(vendorA, prod.apple, cat.leafA, 'Apple', 0);
  await insertProduct(vendorA, prod.banana, cat.leafA, 'Banana', 1);
  await insertProduct(vendorA, prod.cherry, cat.leafA, 'Cherry', 2);
  await insertProduct(vendorA, prod.date, cat.leafB, 'Date', 0);
  await insertProduct(vendorB, prod.bean, cat.leafA, 'Bean', 0);
  await insertVariant(variantIds.apple1kg, prod.apple, '1', 100, 90, true, 0);
  await insertVariant(variantIds.apple2kg, prod.apple, '2', 0, 150, false, 1);
  await insertVariant(variantIds.banana, prod.banana, '1', 40, 0, true);
  await insertVariant(variantIds.cherry1, prod.cherry, '1', 60, 55, false, 0);
  await insertVariant(variantIds.cherry2, prod.cherry, '2', 110, 100, false, 1);
  await insertVariant(variantIds.date, prod.date, '1', 300, 280, true);
  await insertVariant(variantIds.bean, prod.bean, '1', 20, 18, true);

  tokenA = (await signIn(t, phoneA)).sessionToken;
  tokenB = (await signIn(t, phoneB)).sessionToken;
  await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: DEMO.customer, role: 'USER' })}` });
  const res = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/verify?${q({ phoneNumber: DEMO.customer, otp: '123456', role: 'USER' })}` });
  customerToken = res.json().sessionToken;
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});
beforeEach(resetFixture);

const headers = (token: string | null, extra: Record<string, string> = {}) => ({
  ...(token ? { sessionToken: token } : {}),
  'X-USER-ROLE': 'VENDOR',
  ...extra,
});
const get = (url: string, token: string | null = tokenA, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${B}/${url}`, headers: headers(token, extra) });
const put = (payload: unknown, token: string | null = tokenA, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `${B}/vendor/products`,
    headers: { ...headers(token, extra), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const load = async (categoryId = cat.leafA, token = tokenA): Promise<PProduct[]> => {
  const res = await get(`vendor/products?categoryId=${categoryId}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<PProduct[]>();
};
const byName = (list: PProduct[], name: string) => list.find((p) => p.productName === name)!;

/** Every stored variant of both vendors, with its token: compared before and after a refused save. */
async function snapshot() {
  const { rows } = await tdb.db.query<{ id: string; mrp: string; net_price: string; available: boolean; unit: string; ts: string }>(
    `SELECT v.id, v.mrp::text, v.net_price::text, v.available, v.unit, v.updated_at::text AS ts
       FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id IN ($1, $2) ORDER BY v.id`,
    [vendorA, vendorB],
  );
  return rows;
}
async function stored(variantId: string) {
  const { rows } = await tdb.db.query<{ mrp: string; net_price: string; available: boolean; unit: string }>(
    'SELECT mrp::text, net_price::text, available, unit FROM product_variants WHERE id = $1',
    [variantId],
  );
  return rows[0]!;
}

/** A save row for a loaded variant, with changes. */
function row(
  p: PProduct,
  variantIndex: number,
  change: Partial<{ mrp: unknown; netPrice: unknown; available: unknown; unit: unknown; updatedAt: unknown }> = {},
) {
  const v = p.productVariants[variantIndex]!;
  return {
    productId: p.productId,
    variantId: v.variantId,
    mrp: v.mrp,
    netPrice: v.netPrice,
    unit: v.unit,
    available: v.available,
    updatedAt: v.updatedAt,
    ...change,
  };
}

describe('GET vendor/products (pricing view)', () => {
  it('needs a vendor session: 401 without, 403 NOT_A_VENDOR for a customer', async () => {
    expect((await get(`vendor/products?categoryId=${cat.leafA}`, null)).statusCode).toBe(401);
    const res = await get(`vendor/products?categoryId=${cat.leafA}`, customerToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'NOT_A_VENDOR' });
  });

  it('400 for a malformed or missing categoryId; [] for an unknown one', async () => {
    for (const url of ['vendor/products?categoryId=abc', 'vendor/products', "vendor/products?categoryId=1'--"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('categoryId') });
    }
    expect((await get(`vendor/products?categoryId=${newId()}`)).json()).toEqual([]);
  });

  it('answers every product of the vendor in the leaf, available or not, with all variants and a token each', async () => {
    const list = await load();
    expect(list.map((p) => p.productName)).toEqual(['Apple', 'Banana', 'Cherry']);
    const cherry = byName(list, 'Cherry');
    expect(cherry.productVariants.map((v) => [v.variantId, v.available])).toEqual([
      [variantIds.cherry1, false],
      [variantIds.cherry2, false],
    ]);
    expect(cherry.categoryPath.map((c) => c.name)).toEqual(['Pricing Test', 'PT Sub', 'PT Leaf A']);
    for (const p of list) for (const v of p.productVariants) expect(v.updatedAt).toBe('2025-01-01T00:00:00.000000Z');
  });

  it('mrp and netPrice default from each other (a 0 one takes the other)', async () => {
    const list = await load();
    const apple = byName(list, 'Apple');
    expect(apple.productVariants.map((v) => [v.mrp, v.netPrice])).toEqual([
      [100, 90],
      [150, 150],
    ]);
    const banana = byName(list, 'Banana');
    expect(banana.productVariants[0]).toMatchObject({ mrp: 40, netPrice: 40 });
    expect([banana.mrp, banana.netPrice]).toEqual([40, 40]);
  });

  it('vendor isolation: each vendor sees only their own products; X-Vendor-Id of another vendor is refused', async () => {
    expect((await load(cat.leafA, tokenB)).map((p) => p.productName)).toEqual(['Bean']);
    const res = await get(`vendor/products?categoryId=${cat.leafA}`, tokenA, { 'X-Vendor-Id': vendorB });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VENDOR_MISMATCH');
  });

  it('reaches products in unavailable categories, and a higher category gives every leaf below it', async () => {
    expect((await load(cat.leafB)).map((p) => p.productName)).toEqual(['Date']);
    expect((await load(cat.sub)).map((p) => p.productName)).toEqual(['Apple', 'Banana', 'Cherry', 'Date']);
    // The store does not show the unavailable leaf's product.
    const store = await get(`vendor/store/products?categoryId=${cat.sub}`);
    expect(store.json<PProduct[]>().map((p) => p.productName)).toEqual(['Apple', 'Banana', 'Cherry']);
  });
});

describe('GET vendor/products/categories', () => {
  const names = (nodes: { name: string; subCategories: unknown[] }[]): string[] =>
    nodes.flatMap((n) => [n.name, ...names(n.subCategories as { name: string; subCategories: unknown[] }[])]);
  const ours = (tree: { id: string; name: string; available: boolean; subCategories: unknown[] }[]) => tree.find((n) => n.id === cat.top);

  it('the vendor’s leaves plus every category holding their products, with flags; scope=vendor misses the latter', async () => {
    const res = await get('vendor/products/categories');
    expect(res.statusCode).toBe(200);
    const top = ours(res.json());
    expect(top).toBeDefined();
    expect(names([top!] as never)).toEqual(['Pricing Test', 'PT Sub', 'PT Leaf A', 'PT Leaf B', 'PT Leaf C']);
    const leafB = (top!.subCategories[0] as { subCategories: { name: string; available: boolean }[] }).subCategories[1]!;
    expect(leafB).toMatchObject({ name: 'PT Leaf B', available: false });
    const store = ours((await get('category?scope=vendor')).json());
    expect(names([store!] as never)).not.toContain('PT Leaf B');
  });

  it('is per vendor, and refuses a customer', async () => {
    const top = ours((await get('vendor/products/categories', tokenB)).json());
    expect(names([top!] as never)).toEqual(['Pricing Test', 'PT Sub', 'PT Leaf A']);
    expect((await get('vendor/products/categories', customerToken)).statusCode).toBe(403);
    expect((await get('vendor/products/categories', null)).statusCode).toBe(401);
  });
});

describe('PUT vendor/products', () => {
  it('saves a shelf and answers the saved products with new tokens; GET shows them', async () => {
    const list = await load();
    const apple = byName(list, 'Apple');
    const banana = byName(list, 'Banana');
    const res = await put([row(apple, 0, { mrp: 120.5, netPrice: 99.99 }), row(apple, 1, { available: true }), row(banana, 0, { available: false })]);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ savedProducts: number; savedVariants: number; products: PProduct[] }>();
    expect(body.savedProducts).toBe(2);
    expect(body.savedVariants).toBe(3);
    expect(body.products.map((p) => p.productName)).toEqual(['Apple', 'Banana']);
    expect(body.products[0]!.productVariants.map((v) => [v.mrp, v.netPrice, v.available])).toEqual(
      [
        [120.5, 99.99],
        [150, 150],
      ].map(([m, n]) => [m, n, true]),
    );
    for (const p of body.products) for (const v of p.productVariants) expect(v.updatedAt).not.toBe('2025-01-01T00:00:00.000000Z');

    expect(await stored(variantIds.apple1kg)).toMatchObject({ mrp: '120.50', net_price: '99.99', available: true });
    // The defaulted MRP was sent back and saved: the row now holds what the vendor saw.
    expect(await stored(variantIds.apple2kg)).toMatchObject({ mrp: '150.00', net_price: '150.00', available: true });
    expect(await stored(variantIds.banana)).toMatchObject({ mrp: '40.00', net_price: '40.00', available: false });

    const again = await load();
    expect(byName(again, 'Apple')).toEqual(body.products[0]);
    expect(byName(again, 'Banana')).toEqual(body.products[1]);
    // Untouched products keep their token.
    expect(byName(again, 'Cherry').productVariants[0]!.updatedAt).toBe('2025-01-01T00:00:00.000000Z');
  });

  it('accepts a price of 0, uppercase ids, and leaves unit unchanged', async () => {
    const [apple] = await load();
    const r = row(apple!, 0, { mrp: 0, netPrice: 0, unit: 'dozen' });
    const res = await put([{ ...r, productId: r.productId.toUpperCase(), variantId: r.variantId.toUpperCase() }]);
    expect(res.statusCode).toBe(200);
    expect(await stored(variantIds.apple1kg)).toEqual({ mrp: '0.00', net_price: '0.00', available: true, unit: 'kg' });
  });

  describe('refused input: 4xx with a clear message naming the row, nothing written', () => {
    const cases: [string, (list: PProduct[]) => unknown, number, string, RegExp][] = [
      ['negative mrp', (l) => [row(byName(l, 'Apple'), 0, { mrp: -1, netPrice: 0 })], 400, 'INVALID_PRICE', /Row 1 .*mrp cannot be negative/],
      ['negative netPrice', (l) => [row(byName(l, 'Apple'), 0, { netPrice: -0.5 })], 400, 'INVALID_PRICE', /netPrice cannot be negative/],
      ['3 decimals', (l) => [row(byName(l, 'Apple'), 0, { mrp: 100, netPrice: 10.005 })], 400, 'INVALID_PRICE', /netPrice can have at most 2 decimals/],
      [
        'netPrice above mrp',
        (l) => [row(byName(l, 'Apple'), 0, { mrp: 50, netPrice: 50.01 })],
        400,
        'NET_PRICE_ABOVE_MRP',
        /selling price \(50\.01\) cannot be above the MRP \(50\)/,
      ],
      ['a price as text', (l) => [row(byName(l, 'Apple'), 0, { mrp: '120' })], 400, 'INVALID_PRICE', /mrp must be a number, got the text "120"/],
      ['a null price', (l) => [row(byName(l, 'Apple'), 0, { netPrice: null })], 400, 'INVALID_PRICE', /netPrice must be a number, got null/],
      ['a huge price', (l) => [row(byName(l, 'Apple'), 0, { mrp: 1e12, netPrice: 1 })], 400, 'INVALID_PRICE', /mrp cannot be above/],
      ['available as text', (l) => [row(byName(l, 'Apple'), 0, { available: 'true' })], 400, 'VALIDATION_FAILED', /available must be true or false/],
      ['an empty token', (l) => [row(byName(l, 'Apple'), 0, { updatedAt: '' })], 400, 'VALIDATION_FAILED', /updatedAt .* malformed/],
      ['a token that is not text', (l) => [row(byName(l, 'Apple'), 0, { updatedAt: 12 })], 400, 'VALIDATION_FAILED', /updatedAt .* malformed/],
      [
        'a malformed variantId',
        (l) => [row(byName(l, 'Apple'), 0, { mrp: 1, netPrice: 1 }), { ...row(byName(l, 'Banana'), 0), variantId: 'v-1' }],
        400,
        'VALIDATION_FAILED',
        /Row 2 \(product .*, variant v-1\): variantId must be a uuid/,
      ],
      [
        'a variant twice',
        (l) => [row(byName(l, 'Apple'), 0, { mrp: 10, netPrice: 9 }), row(byName(l, 'Banana'), 0), row(byName(l, 'Apple'), 0, { mrp: 11, netPrice: 9 })],
        400,
        'DUPLICATE_VARIANT',
        /Row 3 .*already in row 1/,
      ],
      ['an empty list', () => [], 400, 'EMPTY_UPDATE', /Nothing to save/],
      ['not a list', (l) => row(byName(l, 'Apple'), 0, { mrp: 1, netPrice: 1 }), 400, 'VALIDATION_FAILED', /must be a list/],
      ['1001 rows', (l) => Array.from({ length: 1001 }, () => row(byName(l, 'Apple'), 0)), 400, 'TOO_MANY_ROWS', /At most 1000/],
      [
        'an unknown variant',
        (l) => [row(byName(l, 'Apple'), 0, { mrp: 1, netPrice: 1 }), { ...row(byName(l, 'Banana'), 0), variantId: newId() }],
        404,
        'VARIANT_NOT_FOUND',
        /Row 2 .*no such variant/,
      ],
      [
        'a variant of another of the vendor’s products',
        (l) => [{ ...row(byName(l, 'Apple'), 0, { mrp: 1, netPrice: 1 }), variantId: variantIds.banana }],
        404,
        'VARIANT_NOT_FOUND',
        /Row 1 .*no such variant/,
      ],
    ];

    for (const [name, body, status, code, message] of cases) {
      it(name, async () => {
        const list = await load();
        const before = await snapshot();
        const res = await put(body(list));
        expect(res.statusCode).toBe(status);
        const json = res.json();
        expect(json).toMatchObject({ statusCode: status, code, error: expect.any(String) });
        expect(json.message).toMatch(message);
        expect(await snapshot()).toEqual(before);
      });
    }

    it('names the productId and variantId of the row, and lists every problem', async () => {
      const l = await load();
      const apple = byName(l, 'Apple');
      const res = await put([row(apple, 0, { mrp: -1 }), row(byName(l, 'Banana'), 0, { netPrice: 1.234 })]);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.message).toContain(`Row 1 (product ${apple.productId}, variant ${variantIds.apple1kg})`);
      expect(json.message).toContain('and 1 more problem');
      expect(json.rows).toEqual([
        expect.objectContaining({ row: 1, productId: apple.productId, variantId: variantIds.apple1kg, field: 'mrp', code: 'INVALID_PRICE' }),
        expect.objectContaining({ row: 2, productId: prod.banana, variantId: variantIds.banana, field: 'netPrice', code: 'INVALID_PRICE' }),
      ]);
    });

    it('Infinity (1e309 in JSON) and NaN are refused', async () => {
      const [apple] = await load();
      const before = await snapshot();
      const r = row(apple!, 0);
      const inf = await put(JSON.stringify([r]).replace('"mrp":100', '"mrp":1e309'));
      expect(inf.statusCode).toBe(400);
      expect(inf.json()).toMatchObject({ code: 'INVALID_PRICE', message: expect.stringMatching(/mrp must be a finite number/) });
      const nan = await put(JSON.stringify([r]).replace('"mrp":100', '"mrp":NaN'));
      expect(nan.statusCode).toBe(400);
      expect(nan.json().code).toBe('INVALID_JSON');
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('atomicity and vendor isolation', () => {
    it('one bad row among good ones: nothing saved', async () => {
      const l = await load();
      const before = await snapshot();
      const good = [row(byName(l, 'Apple'), 0, { mrp: 200, netPrice: 180 }), row(byName(l, 'Banana'), 0, { available: false })];
      const res = await put([...good, row(byName(l, 'Cherry'), 1, { mrp: 10, netPrice: 20 })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Row 3 /);
      expect(await snapshot()).toEqual(before);
    });

    it('another vendor’s product among good rows: 404, nothing changed for either vendor', async () => {
      const l = await load();
      const [bean] = await load(cat.leafA, tokenB);
      const before = await snapshot();
      const res = await put([row(byName(l, 'Apple'), 0, { mrp: 200, netPrice: 180 }), row(bean!, 0, { mrp: 1, netPrice: 1 })]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND', rows: [{ row: 2, productId: prod.bean, variantId: variantIds.bean }] });
      expect(res.json().message).not.toContain('Bean');
      expect(await snapshot()).toEqual(before);
    });

    it('a customer token, no token, or another vendor’s X-Vendor-Id are refused; nothing written', async () => {
      const [apple] = await load();
      const body = [row(apple!, 0, { mrp: 1, netPrice: 1 })];
      const before = await snapshot();
      const asCustomer = await put(body, customerToken);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().code).toBe('NOT_A_VENDOR');
      expect((await put(body, null)).statusCode).toBe(401);
      const mismatch = await put(body, tokenA, { 'X-Vendor-Id': vendorB });
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().code).toBe('VENDOR_MISMATCH');
      // Vendor B cannot save vendor A's rows either.
      expect((await put(body, tokenB)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('two devices on the same shelf', () => {
    it('a stale save is 409 naming the product, nothing written; after a reload it saves', async () => {
      const phone = await load();
      const tablet = await load();
      // The tablet saves Apple first.
      const first = await put([row(byName(tablet, 'Apple'), 0, { mrp: 110, netPrice: 105 })]);
      expect(first.statusCode).toBe(200);
      const afterTablet = await snapshot();

      // The phone still has the old Apple token; it also changes Banana.
      const stale = await put([row(byName(phone, 'Banana'), 0, { mrp: 45, netPrice: 44 }), row(byName(phone, 'Apple'), 0, { mrp: 95, netPrice: 90 })]);
      expect(stale.statusCode).toBe(409);
      const body = stale.json();
      expect(body).toMatchObject({ statusCode: 409, code: 'PRICES_CHANGED', conflicts: [{ productId: prod.apple, variantId: variantIds.apple1kg }] });
      expect(body.message).toMatch(/1 product\(s\) were changed elsewhere .*Apple/);
      // The conflicting product as it is now, so the screen can replace it.
      expect(body.products).toHaveLength(1);
      expect(body.products[0].productVariants[0]).toMatchObject({ mrp: 110, netPrice: 105 });
      expect(await snapshot()).toEqual(afterTablet);
      expect(await stored(variantIds.banana)).toMatchObject({ mrp: '40.00', net_price: '0.00' });

      // Reload, then the same edits save.
      const reloaded = await load();
      const ok = await put([row(byName(reloaded, 'Banana'), 0, { mrp: 45, netPrice: 44 }), row(byName(reloaded, 'Apple'), 0, { mrp: 95, netPrice: 90 })]);
      expect(ok.statusCode).toBe(200);
      expect(await stored(variantIds.apple1kg)).toMatchObject({ mrp: '95.00', net_price: '90.00' });
      expect(await stored(variantIds.banana)).toMatchObject({ mrp: '45.00', net_price: '44.00' });
    });

    it('every save moves the token, even within the same clock instant', async () => {
      const l = await load();
      expect((await put([row(byName(l, 'Cherry'), 0, { available: true })])).statusCode).toBe(200);
      // Same loaded token again (the clock has not moved): refused.
      const again = await put([row(byName(l, 'Cherry'), 0, { available: false })]);
      expect(again.statusCode).toBe(409);
      expect(again.json().conflicts).toEqual([{ productId: prod.cherry, variantId: variantIds.cherry1 }]);
      expect(await stored(variantIds.cherry1)).toMatchObject({ available: true });
    });

    it('a made-up token is a conflict, never a server error', async () => {
      const l = await load();
      const res = await put([row(byName(l, 'Apple'), 0, { updatedAt: 'not a date' })]);
      expect(res.statusCode).toBe(409);
    });
  });

  describe('the store shows saved prices on its next load', () => {
    it('new prices appear in GET vendor/store/products; a product whose only available variant is switched off has none left', async () => {
      const l = await load();
      const res = await put([row(byName(l, 'Apple'), 0, { mrp: 130, netPrice: 125 }), row(byName(l, 'Banana'), 0, { available: false })]);
      expect(res.statusCode).toBe(200);
      const store = (await get(`vendor/store/products?categoryId=${cat.leafA}`)).json<PProduct[]>();
      const apple = byName(store, 'Apple');
      expect(apple.productVariants[0]).toMatchObject({ variantId: variantIds.apple1kg, mrp: 130, netPrice: 125, available: true });
      expect([apple.mrp, apple.netPrice]).toEqual([130, 125]);
      // The store shows only products with an available variant (visibleProducts in @vd/shared/catalog): Banana has none now.
      const visible = store.filter((p) => p.productVariants.some((v) => v.available));
      expect(visible.map((p) => p.productName)).toEqual(['Apple']);
      const one = (await get(`vendor/store/products/${prod.banana}`)).json<PProduct>();
      expect(one.productVariants.every((v) => !v.available)).toBe(true);
    });
  });

  it('saves 200 changed variants in one call', async () => {
    const many = newId();
    await insertProduct(vendorA, many, cat.leafC, 'Bulk', 0);
    const ids = Array.from({ length: 200 }, () => newId());
    await tdb.db.query(
      `INSERT INTO product_variants (id, product_id, variant, unit, mrp, net_price, available, sort)
       SELECT id, $2, 'v' || ord, 'g', 10, 9, true, ord FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)`,
      [ids, many],
    );
    const [bulk] = await load(cat.leafC);
    expect(bulk!.productVariants).toHaveLength(200);
    const rows = bulk!.productVariants.map((_, i) => row(bulk!, i, { mrp: 20 + i / 100, netPrice: 15, available: i % 2 === 0 }));
    const started = performance.now();
    const res = await put(rows);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().savedVariants).toBe(200);
    const { rows: check } = await tdb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM product_variants WHERE product_id = $1 AND net_price = 15`, [
      many,
    ]);
    expect(check[0]!.n).toBe('200');
    console.info(`PUT vendor/products, 200 variants: ${ms.toFixed(0)} ms (${tdb.db.kind})`);
  });
});

describe('OpenAPI', () => {
  it('documents GET and PUT vendor/products and the pricing categories', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const products = doc.paths[`${B}/vendor/products`];
    expect(products.get.tags).toEqual(['catalog']);
    expect(products.put.requestBody.content['application/json'].schema).toMatchObject({ type: 'array', maxItems: 1000, minItems: 1 });
    expect(Object.keys(products.put.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '409']));
    expect(doc.paths[`${B}/vendor/products/categories`].get).toBeDefined();
  });
});
