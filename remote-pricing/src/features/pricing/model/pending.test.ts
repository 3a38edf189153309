import { describe, expect, it } from 'vitest';
import type { PriceUpdate } from './changes';
import type { PricingProduct } from './normalize';
import { pendingByProduct, rowsOnCurrentTokens, withPendingRows, type PendingPriceEntry } from './pending';

const product = (productId: string, variants: { id: string; mrp: number; netPrice: number; available: boolean; updatedAt?: string }[]) =>
  ({ productId, productName: productId, productVariants: variants.map((v) => ({ ...v, variantId: v.id })) }) as unknown as PricingProduct;
const row = (productId: string, variantId: string, mrp: number, netPrice: number, updatedAt = 't0'): PriceUpdate => ({
  productId,
  variantId,
  mrp,
  netPrice,
  unit: 'kg',
  available: true,
  updatedAt,
});
let seq = 0;
const entry = (rows: PriceUpdate[], conflict?: PendingPriceEntry['conflict']): PendingPriceEntry =>
  ({ id: `k${++seq}`, seq, state: conflict ? 'conflict' : 'waiting', meta: { rows }, ...(conflict ? { conflict } : {}) }) as PendingPriceEntry;

describe('price saves waiting to send', () => {
  it('shows the saved values over the last copy, the later save winning', () => {
    const shelf = [product('p1', [{ id: 'v1', mrp: 10, netPrice: 9, available: false }]), product('p2', [{ id: 'v2', mrp: 5, netPrice: 5, available: true }])];
    const shown = withPendingRows(shelf, [entry([row('p1', 'v1', 12, 11)]), entry([row('p1', 'v1', 14, 13)])]);
    expect(shown[0]!.productVariants[0]).toMatchObject({ mrp: 14, netPrice: 13, available: true });
    expect(shown[1]).toBe(shelf[1]);
    expect([...pendingByProduct([entry([row('p1', 'v1', 1, 1)])]).keys()]).toEqual(['p1']);
  });

  it('a retry after PRICES_CHANGED sends the same values on the tokens as they are now', () => {
    const e = entry([row('p1', 'v1', 12, 11, 'old')], {
      status: 409,
      code: 'PRICES_CHANGED',
      message: null,
      data: { products: [product('p1', [{ id: 'v1', mrp: 20, netPrice: 18, available: true, updatedAt: 'new' }])] },
    });
    expect(rowsOnCurrentTokens(e)).toEqual([row('p1', 'v1', 12, 11, 'new')]);
  });
});
