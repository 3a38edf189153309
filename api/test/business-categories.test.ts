/**
 * PUT vendor/category (issue 12): the vendor's leaf categories are replaced; GET vendor and the
 * store's category tree (GET category?scope=vendor) follow; unknown, non-leaf or no ids are refused
 * with nothing written; only the session's vendor is touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { type BusinessFixture, businessFixture, call } from './business-fixture.js';

let f: BusinessFixture;
const cat = { top: newId(), sub: newId(), leafA: newId(), leafB: newId(), other: newId(), otherLeaf: newId() };

beforeAll(async () => {
  f = await businessFixture();
  const ins = (id: string, name: string, parent: string | null, level: number, sort: number) =>
    f.tdb.db.query('INSERT INTO categories (id, name, parent_id, level, available, sort) VALUES ($1, $2, $3, $4, true, $5)', [id, name, parent, level, sort]);
  await ins(cat.top, 'Biz Top', null, 1, 950);
  await ins(cat.sub, 'Biz Sub', cat.top, 2, 0);
  await ins(cat.leafA, 'Biz Leaf A', cat.sub, 3, 0);
  await ins(cat.leafB, 'Biz Leaf B', cat.sub, 3, 1);
  await ins(cat.other, 'Biz Other', null, 1, 951);
  await ins(cat.otherLeaf, 'Biz Other Leaf', cat.other, 2, 0);
  await f.tdb.db.query('INSERT INTO vendor_categories (vendor_id, category_id) VALUES ($1, $2)', [f.vendorA, cat.leafB]);
});
afterAll(async () => {
  await f.close();
});

interface Node {
  id: string;
  name: string;
  subCategories: Node[];
}
const ids = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.subCategories)]);
const stored = async (vendorId: string) =>
  (await f.tdb.db.query<{ category_id: string }>('SELECT category_id FROM vendor_categories WHERE vendor_id = $1 ORDER BY category_id', [vendorId])).rows.map(
    (r) => r.category_id,
  );

describe('PUT vendor/category', () => {
  it('replaces the leaves; GET vendor, the store tree and pricing’s tree show the new ones', async () => {
    const res = await call(f.t, 'PUT', 'vendor/category', f.tokenA, [cat.leafA, cat.otherLeaf, cat.leafA.toUpperCase()]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { categoryIds: string[]; vendorCategories: Node[] };
    expect(body.categoryIds).toEqual([cat.leafA, cat.otherLeaf].sort());
    expect(new Set(ids(body.vendorCategories))).toEqual(new Set([cat.top, cat.sub, cat.leafA, cat.other, cat.otherLeaf]));
    expect(await stored(f.vendorA)).toEqual([cat.leafA, cat.otherLeaf].sort());

    const vendor = (await call(f.t, 'GET', 'vendor', f.tokenA)).json() as { vendorCategories: Node[] };
    expect(vendor.vendorCategories).toEqual(body.vendorCategories);
    const store = (await call(f.t, 'GET', 'category?scope=vendor', f.tokenA)).json() as Node[];
    expect(new Set(ids(store))).toEqual(new Set(ids(body.vendorCategories)));
    expect(ids(store)).not.toContain(cat.leafB);
    const pricing = (await call(f.t, 'GET', 'vendor/products/categories', f.tokenA)).json() as Node[];
    expect(ids(pricing)).toContain(cat.otherLeaf);
  });

  const refusals: [string, unknown, number, string][] = [
    ['an empty list', [], 400, 'VALIDATION_FAILED'],
    ['an unknown id', [cat.leafA, newId()], 400, 'UNKNOWN_CATEGORY'],
    ['a category with sub-categories', [cat.sub], 400, 'NOT_A_LEAF'],
    ['a malformed id', ['not-a-uuid'], 400, 'VALIDATION_FAILED'],
    ['an object', { ids: [cat.leafA] }, 400, 'VALIDATION_FAILED'],
    ['a number', [42], 400, 'VALIDATION_FAILED'],
  ];
  for (const [what, payload, status, code] of refusals) {
    it(`refuses ${what}: ${status} ${code}, nothing written`, async () => {
      const before = await stored(f.vendorA);
      const res = await call(f.t, 'PUT', 'vendor/category', f.tokenA, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await stored(f.vendorA)).toEqual(before);
    });
  }

  it('names the unknown ids', async () => {
    const missing = newId();
    const res = await call(f.t, 'PUT', 'vendor/category', f.tokenA, [missing]);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_CATEGORY', ids: [missing] });
  });

  it('touches only the session’s vendor; another vendor’s id, a customer or no session are refused', async () => {
    const a = await stored(f.vendorA);
    expect((await call(f.t, 'PUT', 'vendor/category', f.tokenB, [cat.leafB])).statusCode).toBe(200);
    expect(await stored(f.vendorB)).toEqual([cat.leafB]);
    expect(await stored(f.vendorA)).toEqual(a);
    const mismatch = await call(f.t, 'PUT', 'vendor/category', f.tokenB, [cat.leafA], { 'X-Vendor-Id': f.vendorA });
    expect(mismatch.statusCode).toBe(403);
    expect((await call(f.t, 'PUT', 'vendor/category', f.customerToken, [cat.leafA])).statusCode).toBe(403);
    expect((await call(f.t, 'PUT', 'vendor/category', null, [cat.leafA])).statusCode).toBe(401);
    expect(await stored(f.vendorA)).toEqual(a);
    expect(await stored(f.vendorB)).toEqual([cat.leafB]);
  });
});
