import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../categories/tree.js';
import { availableOnly, coerceAvailable, firstLeaf, imageList, normalizeProduct, normalizeVariant } from './model.js';

const node = (id: string, available: boolean, subCategories: CategoryNode[] = []): CategoryNode => ({
  id,
  name: id,
  available,
  icon: null,
  imageUrl: null,
  subCategories,
});

describe('store product normalisation (spec section 7)', () => {
  it('wraps a single image into an array and drops blanks', () => {
    expect(imageList(undefined, 'http://x/a.svg')).toEqual(['http://x/a.svg']);
    expect(imageList(['http://x/a.svg', '', 3], 'ignored')).toEqual(['http://x/a.svg']);
    expect(imageList('http://x/b.svg', null)).toEqual(['http://x/b.svg']);
    expect(imageList(null, null)).toEqual([]);
  });

  it('falls back to id when variantId is null or missing', () => {
    expect(normalizeVariant({ id: 'v1', variantId: null }).variantId).toBe('v1');
    expect(normalizeVariant({ id: 'v1' }).variantId).toBe('v1');
    expect(normalizeVariant({ id: 7, variantId: 9 }).variantId).toBe('9');
  });

  it('coerces available to a boolean', () => {
    expect([true, 1, 'true', 'YES', ' 1 '].map(coerceAvailable)).toEqual([true, true, true, true, true]);
    expect([false, 0, 'false', 'no', null, undefined, {}, Number.NaN].map(coerceAvailable)).toEqual(Array(8).fill(false));
  });

  it('parses money and takes the product price from the first available variant', () => {
    const p = normalizeProduct({
      productId: 'p1',
      productName: 'Palak',
      productImageUrl: 'http://x/p.svg',
      productVariants: [
        { id: 'a', variant: '250', unit: 'g', mrp: '30.00', netPrice: '25.00', available: 'false' },
        { id: 'b', variant: 500, unit: 'g', mrp: 55, netPrice: 48, available: 1 },
        { id: 'c', mrp: -3, netPrice: 'abc', available: true },
      ],
      productAttributes: [{ name: 'Tag', value: 'Organic' }, { value: 'nameless' }],
    });
    expect(p.productImageUrls).toEqual(['http://x/p.svg']);
    expect(p.productVariants.map((v) => [v.variantId, v.variant, v.mrp, v.netPrice, v.available])).toEqual([
      ['a', '250', 30, 25, false],
      ['b', '500', 55, 48, true],
      ['c', '', 0, 0, true],
    ]);
    expect([p.mrp, p.netPrice]).toEqual([55, 48]);
    expect(p.productAttributes).toEqual([{ name: 'Tag', value: 'Organic' }]);
    expect(p.description).toBeNull();
  });
});

describe('category tree for the store', () => {
  const tree = [node('a', true, [node('a1', false, [node('a1x', true)]), node('a2', true, [node('a2x', true), node('a2y', false)])]), node('b', false)];

  it('keeps available nodes only', () => {
    const kept = availableOnly(tree);
    expect(kept.map((n) => n.id)).toEqual(['a']);
    expect(kept[0]!.subCategories.map((n) => n.id)).toEqual(['a2']);
    expect(kept[0]!.subCategories[0]!.subCategories.map((n) => n.id)).toEqual(['a2x']);
  });

  it('reaches the leaf by following the first child', () => {
    expect(firstLeaf(availableOnly(tree)[0]!).id).toBe('a2x');
    expect(firstLeaf(node('solo', true)).id).toBe('solo');
  });
});
