import { describe, expect, it } from 'vitest';
import { coerceAvailable, imageUrls, normalizePricingProduct, normalizeProduct, normalizeVariant, toPrice, withPriceDefaults } from './catalog.js';

describe('catalogue normalisation (spec sections 3 and 7), one copy for the API and the dashboard', () => {
  it('wraps a single image into an array and drops blanks', () => {
    expect(imageUrls(undefined, 'http://x/a.svg')).toEqual(['http://x/a.svg']);
    expect(imageUrls(['http://x/a.svg', '', 3], 'ignored')).toEqual(['http://x/a.svg']);
    expect(imageUrls('http://x/b.svg', null)).toEqual(['http://x/b.svg']);
    expect(imageUrls(null, null)).toEqual([]);
  });

  it('falls back to id when variantId is null or missing; ids are texts', () => {
    expect(normalizeVariant({ id: 'v1', variantId: null })?.variantId).toBe('v1');
    expect(normalizeVariant({ id: 'v1' })?.variantId).toBe('v1');
    expect(normalizeVariant({ id: 7, variantId: 9 })?.variantId).toBe('9');
    expect(normalizeVariant({ variantId: 'only' })?.id).toBe('only');
    expect(normalizeVariant({}, 3)?.id).toBe('variant-3');
    expect(normalizeVariant('junk')).toBeNull();
  });

  it('coerces available to a boolean', () => {
    expect([true, 1, 'true', 'YES', ' 1 '].map(coerceAvailable)).toEqual([true, true, true, true, true]);
    expect([false, 0, 'false', 'no', null, undefined, {}, Number.NaN].map(coerceAvailable)).toEqual(Array(8).fill(false));
  });

  it('reads prices as non-negative numbers; products and variants carry rupees and paise', () => {
    expect([toPrice('30.00'), toPrice(12.345), toPrice(-3), toPrice('abc'), toPrice(null)]).toEqual([30, 12.345, 0, 0, 0]);
    expect(normalizeVariant({ id: 'a', mrp: '12.345', netPrice: 10.004 })).toMatchObject({ mrp: 12.35, netPrice: 10 });
  });

  it('takes the product price from the first available variant when the product carries none', () => {
    const p = normalizeProduct({
      productId: 'p1',
      productName: 'Palak',
      productImageUrl: 'http://x/p.svg',
      description: '',
      productVariants: [
        { id: 'a', variant: '250', unit: 'g', mrp: '30.00', netPrice: '25.00', available: 'false' },
        { id: 'b', variant: 500, unit: 'g', mrp: 55, netPrice: 48, available: 1 },
        { id: 'c', mrp: -3, netPrice: 'abc', available: true },
        'junk',
      ],
      productAttributes: [{ name: 'Tag', value: 'Organic' }, { value: 'nameless' }, { attributeName: 'Author', attributeValue: 'R. K. Narayan' }],
    })!;
    expect(p.productImageUrls).toEqual(['http://x/p.svg']);
    expect(p.productVariants.map((v) => [v.variantId, v.variant, v.mrp, v.netPrice, v.available])).toEqual([
      ['a', '250', 30, 25, false],
      ['b', '500', 55, 48, true],
      ['c', '', 0, 0, true],
    ]);
    expect([p.mrp, p.netPrice]).toEqual([55, 48]);
    expect(p.productAttributes).toEqual([
      { name: 'Tag', value: 'Organic' },
      { name: 'Author', value: 'R. K. Narayan' },
    ]);
    expect([p.description, p.brand, p.categoryId, p.categoryPath]).toEqual([null, null, '', []]);
  });

  it('keeps the prices a product carries, its id as text, and a well-formed category path', () => {
    const p = normalizeProduct({
      productId: 11,
      mrp: '40',
      netPrice: 35,
      productVariants: [{ id: 1, mrp: 99, netPrice: 90, available: true }],
      categoryId: 'leaf',
      categoryPath: [{ id: 'top', name: 'Top' }, { name: 'no id' }, { id: 'leaf', name: 'Leaf' }],
    })!;
    expect([p.productId, p.mrp, p.netPrice, p.categoryId]).toEqual(['11', 40, 35, 'leaf']);
    expect(p.categoryPath).toEqual([
      { id: 'top', name: 'Top' },
      { id: 'leaf', name: 'Leaf' },
    ]);
    expect(normalizeProduct({ productName: 'no id' })).toBeNull();
    expect(normalizeProduct(null)).toBeNull();
  });
});

describe('pricing products (GET vendor/products)', () => {
  it('mrp and netPrice default from each other', () => {
    expect(withPriceDefaults({ mrp: 0, netPrice: 5 })).toEqual({ mrp: 5, netPrice: 5 });
    expect(withPriceDefaults({ mrp: 7, netPrice: 0 })).toEqual({ mrp: 7, netPrice: 7 });
    expect(withPriceDefaults({ mrp: 7, netPrice: 6 })).toEqual({ mrp: 7, netPrice: 6 });
    expect(withPriceDefaults({ mrp: 0, netPrice: 0 })).toEqual({ mrp: 0, netPrice: 0 });
  });

  it('keeps each variant’s token and defaults the prices of variants and product', () => {
    const p = normalizePricingProduct({
      productId: 'p',
      productVariants: [
        { id: 'v1', mrp: 0, netPrice: 20, available: true, updatedAt: 't1' },
        { id: 'v2', mrp: 50, netPrice: null, available: false },
      ],
    })!;
    expect(p.productVariants).toEqual([
      { id: 'v1', variantId: 'v1', variant: '', unit: '', mrp: 20, netPrice: 20, available: true, updatedAt: 't1' },
      { id: 'v2', variantId: 'v2', variant: '', unit: '', mrp: 50, netPrice: 50, available: false },
    ]);
    expect([p.mrp, p.netPrice]).toEqual([20, 20]);
  });
});
