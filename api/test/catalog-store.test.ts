import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../src/lib/ids.js';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { B, createTestApp, createTestDb, DEMO, signIn, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let approved: { sessionToken: string; vendorId: string };
let offline: { sessionToken: string; vendorId: string };

const cat = (...path: string[]) => stableId(`category:${path.join('/')}`);
const productId = (vendor: 'approved' | 'offline', name: string) => stableId(`product:${vendor}:${name}`);

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  approved = await signIn(t, DEMO.approved, '123456');
  offline = await signIn(t, DEMO.offline, '123456');
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const get = (url: string, token: string | null = approved.sessionToken, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${B}/${url}`, headers: { ...(token ? { sessionToken: token } : {}), 'X-USER-ROLE': 'VENDOR', ...headers } });

interface Node {
  id: string;
  name: string;
  available: boolean;
  imageUrl: string | null;
  subCategories: Node[];
}
interface Product {
  productId: string;
  productName: string;
  productImageUrls: string[];
  mrp: number;
  netPrice: number;
  brand: string | null;
  description: string | null;
  categoryId: string;
  categoryPath: { id: string; name: string }[];
  productAttributes: { name: string; value: string }[];
  productVariants: { id: string; variantId: string; variant: string; unit: string; mrp: number; netPrice: number; available: boolean }[];
}

describe('GET category', () => {
  it('needs a vendor session', async () => {
    expect((await get('category', null)).statusCode).toBe(401);
  });

  it('answers the whole three-level tree with available flags and image URLs', async () => {
    const res = await get('category');
    expect(res.statusCode).toBe(200);
    const tree = res.json<Node[]>();
    const names = tree.map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(['Dairy', 'Books', 'Household', 'Frozen Foods']));
    expect(tree.find((n) => n.name === 'Frozen Foods')!.available).toBe(false);
    const dairy = tree.find((n) => n.name === 'Dairy')!;
    expect(dairy.subCategories[0]!.subCategories[0]!.subCategories).toEqual([]);
    expect(dairy.imageUrl).toMatch(/^http:\/\/localhost(:\d+)?\/media\/categories\/.+\.svg$/);
  });

  it('scope=vendor keeps only the vendor’s leaves and their ancestors', async () => {
    const mine = (await get('category?scope=vendor')).json<Node[]>();
    expect(mine.map((n) => n.name)).toEqual(expect.arrayContaining(['Fruits & Vegetables', 'Dairy', 'Books', 'Household']));
    expect(mine.map((n) => n.name)).not.toContain('Frozen Foods');
    const household = mine.find((n) => n.name === 'Household')!;
    expect(household.subCategories.map((n) => n.name)).toEqual(['Cleaning']);
    const theirs = (await get('category?scope=vendor', offline.sessionToken)).json<Node[]>();
    expect(theirs.map((n) => n.name).sort()).toEqual(['Dairy', 'Fruits & Vegetables']);
  });

  it('400 for an unknown scope', async () => {
    const res = await get('category?scope=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
  });
});

describe('GET vendor/store/products', () => {
  it('answers the normalised products of a leaf', async () => {
    const res = await get(`vendor/store/products?categoryId=${cat('Dairy', 'Milk', 'Full Cream Milk')}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<Product[]>();
    expect(list.map((p) => p.productName)).toEqual(['Amul Gold Full Cream Milk', 'Mother Dairy Full Cream Milk']);
    for (const p of list) {
      expect(p.productImageUrls.length).toBeGreaterThanOrEqual(1);
      for (const url of p.productImageUrls) expect(url).toMatch(/^http:\/\/.+\/media\/products\/approved\/.+\.svg$/);
      expect(p.categoryPath.map((c) => c.name)).toEqual(['Dairy', 'Milk', 'Full Cream Milk']);
      for (const v of p.productVariants) {
        expect(v.variantId).toBe(v.id);
        expect(typeof v.available).toBe('boolean');
        expect(typeof v.mrp).toBe('number');
      }
    }
    const md = list[1]!;
    expect(md.productVariants.map((v) => [v.variant, v.unit, v.mrp, v.netPrice])).toEqual([
      ['500', 'ml', 35, 33],
      ['1', 'L', 68, 66],
    ]);
  });

  it('a sub-category or top category shows every available leaf below it', async () => {
    const sub = (await get(`vendor/store/products?categoryId=${cat('Fruits & Vegetables', 'Fresh Vegetables')}`)).json<Product[]>();
    const leaves = new Set(sub.map((p) => p.categoryPath[2]!.name));
    expect([...leaves]).toEqual(['Leafy Greens', 'Root Vegetables', 'Everyday Vegetables']);
    const top = (await get(`vendor/store/products?categoryId=${cat('Fruits & Vegetables')}`)).json<Product[]>();
    expect(top.length).toBeGreaterThan(sub.length);
    // Exotic Fruits is an unavailable category: never in the store.
    expect(top.some((p) => p.categoryPath[2]!.name === 'Exotic Fruits')).toBe(false);
    expect((await get(`vendor/store/products?categoryId=${cat('Fruits & Vegetables', 'Fresh Fruits', 'Exotic Fruits')}`)).json()).toEqual([]);
  });

  it('books carry Author, Genre, Publisher and Language', async () => {
    const books = (await get(`vendor/store/products?categoryId=${cat('Books')}`)).json<Product[]>();
    expect(books.length).toBeGreaterThanOrEqual(8);
    for (const b of books) expect(b.productAttributes.map((a) => a.name)).toEqual(expect.arrayContaining(['Author', 'Genre', 'Publisher', 'Language']));
  });

  it('a vendor sees only their own catalogue', async () => {
    const leaf = cat('Fruits & Vegetables', 'Fresh Fruits', 'Seasonal Fruits');
    const mine = (await get(`vendor/store/products?categoryId=${leaf}`)).json<Product[]>();
    const theirs = (await get(`vendor/store/products?categoryId=${leaf}`, offline.sessionToken)).json<Product[]>();
    expect(theirs.map((p) => p.productName).sort()).toEqual(['Banana (Elaichi)', 'Guava']);
    expect(mine.map((p) => p.productName)).not.toContain('Guava');
    expect(mine.length).toBeGreaterThanOrEqual(4);
  });

  it('an empty shelf, an unknown category → []', async () => {
    expect((await get(`vendor/store/products?categoryId=${cat('Household', 'Cleaning')}`)).json()).toEqual([]);
    expect((await get('vendor/store/products?categoryId=00000000-0000-4000-8000-000000000000')).json()).toEqual([]);
  });

  it('bad input is a 400, never a 500', async () => {
    for (const url of [
      'vendor/store/products',
      'vendor/store/products?categoryId=',
      'vendor/store/products?categoryId=abc',
      "vendor/store/products?categoryId=1'%20OR%201=1",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses another vendor’s id in X-Vendor-Id', async () => {
    const res = await get(`vendor/store/products?categoryId=${cat('Dairy')}`, approved.sessionToken, { 'X-Vendor-Id': demoVendorId('offline') });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VENDOR_MISMATCH');
    expect((await get(`vendor/store/products?categoryId=${cat('Dairy')}`, null)).statusCode).toBe(401);
  });
});

describe('GET vendor/store/products/{productId}', () => {
  it('answers one product with its category path, even with every variant unavailable', async () => {
    const res = await get(`vendor/store/products/${productId('approved', 'Beetroot')}`);
    expect(res.statusCode).toBe(200);
    const p = res.json<Product>();
    expect(p.productName).toBe('Beetroot');
    expect(p.productVariants.every((v) => !v.available)).toBe(true);
    expect(p.categoryPath.map((c) => c.name)).toEqual(['Fruits & Vegetables', 'Fresh Vegetables', 'Root Vegetables']);
    expect(p.description).toEqual(expect.any(String));
  });

  it('404 PRODUCT_NOT_FOUND for an unknown id, a malformed id and another vendor’s product', async () => {
    for (const [token, id] of [
      [approved.sessionToken, '00000000-0000-4000-8000-000000000000'],
      [approved.sessionToken, 'not-a-product'],
      [approved.sessionToken, productId('offline', 'Guava')],
      [offline.sessionToken, productId('approved', 'Beetroot')],
    ] as const) {
      const res = await get(`vendor/store/products/${id}`, token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
    }
  });
});

describe('product and category images', () => {
  it('are served as SVG for every URL the store answers', async () => {
    const list = (await get(`vendor/store/products?categoryId=${cat('Books', 'Fiction')}`)).json<Product[]>();
    const urls = [...new Set(list.flatMap((p) => p.productImageUrls))].slice(0, 6);
    const tree = (await get('category?scope=vendor')).json<Node[]>();
    urls.push(tree[0]!.imageUrl!, tree[0]!.subCategories[0]!.imageUrl!);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body.startsWith('<svg')).toBe(true);
    }
  });
});
