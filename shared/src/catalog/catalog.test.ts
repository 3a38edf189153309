import { describe, expect, it } from 'vitest';
import type { CategoryNode, Variant } from '../session/types';
import {
  availableCategories,
  availableVariants,
  discountPercent,
  findCategoryPath,
  firstLeaf,
  isDairyCategory,
  isHighDiscount,
  needsVariantChooser,
  normalizeCategoryTree,
  normalizeProduct,
  normalizeProducts,
  pickVariant,
  shouldShowSaveBadge,
  showsMrp,
  variantOptionLabel,
  visibleProducts,
} from './index';

const v = (id: string, available: boolean, mrp = 50, netPrice = 40, variant = '500', unit = 'g'): Variant => ({
  id,
  variantId: id,
  variant,
  unit,
  mrp,
  netPrice,
  available,
});

describe('discountPercent', () => {
  it('is round((mrp − netPrice) / mrp × 100)', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(55, 48)).toBe(13); // 12.72…
    expect(discountPercent(30, 25)).toBe(17); // 16.66…
    expect(discountPercent(3, 2.99)).toBe(0); // 0.33 rounds to 0
    expect(discountPercent('600', '540')).toBe(10);
  });
  it('is 0 without a saving or with bad numbers', () => {
    expect(discountPercent(28, 28)).toBe(0);
    expect(discountPercent(20, 25)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(null, 10)).toBe(0);
    expect(discountPercent('abc', 10)).toBe(0);
    expect(discountPercent(10, -1)).toBe(0);
  });
  it('flags 20% or more', () => {
    expect(isHighDiscount(20)).toBe(true);
    expect(isHighDiscount(19)).toBe(false);
  });
});

describe('Save N% badge rule', () => {
  it('shows above 0 outside Dairy only', () => {
    expect(shouldShowSaveBadge(10, 'Fruits & Vegetables')).toBe(true);
    expect(shouldShowSaveBadge(0, 'Books')).toBe(false);
    expect(shouldShowSaveBadge(6, 'Dairy')).toBe(false);
    expect(shouldShowSaveBadge(6, ' dairy ')).toBe(false);
    expect(shouldShowSaveBadge(6, undefined)).toBe(true);
    expect(isDairyCategory('Dairy Products')).toBe(false);
  });
  it('strikes the MRP only when it is above the price', () => {
    expect(showsMrp(35, 33)).toBe(true);
    expect(showsMrp(28, 28)).toBe(false);
    expect(showsMrp(20, 25)).toBe(false);
  });
});

describe('variant filtering', () => {
  const product = { productVariants: [v('a', false), v('b', true, 55, 48), v('c', true, 100, 90, '1', 'kg')] };
  it('keeps available variants and products with at least one', () => {
    expect(availableVariants(product).map((x) => x.id)).toEqual(['b', 'c']);
    const hidden = { productVariants: [v('x', false)] };
    const none = { productVariants: [] };
    expect(visibleProducts([product, hidden, none])).toEqual([product]);
  });
  it('offers a chooser for more than one available variant', () => {
    expect(needsVariantChooser(product)).toBe(true);
    expect(needsVariantChooser({ productVariants: [v('a', true), v('b', false)] })).toBe(false);
  });
  it('picks the chosen available variant, else the first available', () => {
    expect(pickVariant(product, 'c')?.id).toBe('c');
    expect(pickVariant(product, 'a')?.id).toBe('b');
    expect(pickVariant(product)?.id).toBe('b');
    expect(pickVariant({ productVariants: [] })).toBeUndefined();
  });
  it("labels options 'variant unit - price'", () => {
    expect(variantOptionLabel(v('b', true, 55, 48))).toBe('500 g - ₹48');
    expect(variantOptionLabel({ variant: '1', unit: 'kg', netPrice: 1234.5 })).toBe('1 kg - ₹1,234.50');
    expect(variantOptionLabel({ variant: 'Paperback', unit: '', netPrice: 299 })).toBe('Paperback - ₹299');
  });
});

describe('normalisation', () => {
  it('wraps a single image, falls back to id for variantId, coerces available', () => {
    const p = normalizeProduct({
      productId: 11,
      productName: 'Palak',
      productImageUrl: 'https://x/p.png',
      productVariants: [{ id: 5, variantId: null, variant: 250, unit: 'g', mrp: '30', netPrice: '25', available: 'true' }, { id: 6, available: 0 }, 'junk'],
      productAttributes: [{ attributeName: 'Tag', attributeValue: 'Organic' }, { value: 'x' }],
    })!;
    expect(p.productImageUrls).toEqual(['https://x/p.png']);
    // Ids and quantity labels are strings, as the API contract has them.
    expect(p.productId).toBe('11');
    expect(p.productVariants.map((x) => [x.id, x.variantId, x.variant, x.unit, x.available, x.mrp, x.netPrice])).toEqual([
      ['5', '5', '250', 'g', true, 30, 25],
      ['6', '6', '', '', false, 0, 0],
    ]);
    expect(p.productAttributes).toEqual([{ name: 'Tag', value: 'Organic' }]);
    expect(p.categoryPath).toEqual([]);
  });
  it('accepts arrays or a data wrapper and drops junk', () => {
    expect(
      normalizeProducts([{ productId: 'a', productImageUrls: ['u', ''] }, null, { productName: 'no id' }]).map((p) => [p.productId, p.productImageUrls]),
    ).toEqual([['a', ['u']]]);
    expect(normalizeProducts({ success: true, data: [{ productId: 'b' }] })).toHaveLength(1);
    expect(normalizeProducts('oops')).toEqual([]);
  });
  it('normalises a category tree', () => {
    const tree = normalizeCategoryTree([
      { id: 'a', name: 'A', available: 'false', subCategories: [{ id: 'b', name: 'B', imagePath: '/i.svg' }, { name: 'no id' }] },
      7,
    ]);
    expect(tree).toEqual([
      {
        id: 'a',
        name: 'A',
        available: false,
        icon: null,
        imageUrl: null,
        subCategories: [{ id: 'b', name: 'B', available: true, icon: null, imageUrl: '/i.svg', subCategories: [] }],
      },
    ]);
  });
});

describe('category tree', () => {
  const n = (id: string, available = true, subCategories: CategoryNode[] = []): CategoryNode => ({
    id,
    name: id.toUpperCase(),
    available,
    icon: null,
    imageUrl: null,
    subCategories,
  });
  const tree = [n('a', true, [n('a1', false, [n('a1x')]), n('a2', true, [n('a2x'), n('a2y', false)])]), n('b', false, [n('b1')])];
  it('keeps available nodes only', () => {
    const kept = availableCategories(tree);
    expect(kept.map((x) => x.id)).toEqual(['a']);
    expect(kept[0]!.subCategories!.map((x) => x.id)).toEqual(['a2']);
    expect(kept[0]!.subCategories![0]!.subCategories!.map((x) => x.id)).toEqual(['a2x']);
  });
  it('reaches the leaf by following the first child', () => {
    expect(firstLeaf(availableCategories(tree)[0]!).id).toBe('a2x');
    expect(firstLeaf(n('solo')).id).toBe('solo');
  });
  it('finds the path to a node', () => {
    expect(findCategoryPath(tree, 'a2y').map((x) => x.id)).toEqual(['a', 'a2', 'a2y']);
    expect(findCategoryPath(tree, 'zzz')).toEqual([]);
    expect(findCategoryPath(tree, null)).toEqual([]);
  });
});
