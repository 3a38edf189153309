import { describe, expect, it } from 'vitest';
import { normalizePricingProduct, normalizePricingProducts, withPriceDefaults } from './normalize';

describe('pricing normalisation (GET vendor/products)', () => {
  const raw = {
    productId: 7,
    productName: 'Onion',
    productImageUrl: 'https://img/onion.jpg',
    productVariants: [
      { id: 'v1', variantId: null, variant: 1, unit: 'kg', mrp: 40, netPrice: null, available: 'true' },
      { id: 'v2', variantId: 'V-2', variant: '5', unit: 'kg', mrp: null, netPrice: '180', available: 0 },
      { id: 'v3', variant: '10', unit: 'kg', mrp: '400', netPrice: '380.5', available: 'yes', updatedAt: '2026-11-20T10:00:00Z' },
    ],
  };

  it('variantId null falls back to id; available is a boolean; mrp and netPrice default from each other', () => {
    const p = normalizePricingProduct(raw);
    expect(p?.productId).toBe('7');
    expect(p?.productImageUrls).toEqual(['https://img/onion.jpg']);
    expect(p?.productVariants).toEqual([
      { id: 'v1', variantId: 'v1', variant: '1', unit: 'kg', mrp: 40, netPrice: 40, available: true },
      { id: 'v2', variantId: 'V-2', variant: '5', unit: 'kg', mrp: 180, netPrice: 180, available: false },
      { id: 'v3', variantId: 'v3', variant: '10', unit: 'kg', mrp: 400, netPrice: 380.5, available: true, updatedAt: '2026-11-20T10:00:00Z' },
    ]);
  });

  it('keeps both prices when both are given, and 0/0 stays 0/0', () => {
    expect(withPriceDefaults({ mrp: 50, netPrice: 45 })).toEqual({ mrp: 50, netPrice: 45 });
    expect(withPriceDefaults({ mrp: 0, netPrice: 0 })).toEqual({ mrp: 0, netPrice: 0 });
    expect(withPriceDefaults({ mrp: 0, netPrice: 30 })).toEqual({ mrp: 30, netPrice: 30 });
  });

  it('reads a list or a {data} wrapper and drops malformed products', () => {
    expect(normalizePricingProducts([raw, null, { productName: 'no id' }])).toHaveLength(1);
    expect(normalizePricingProducts({ success: true, data: [raw] })).toHaveLength(1);
    expect(normalizePricingProducts('nonsense')).toEqual([]);
  });
});
