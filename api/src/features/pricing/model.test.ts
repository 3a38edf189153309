import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { isPriceValue, validatePriceRows } from './model.js';

const P = '11111111-1111-4111-8111-111111111111';
const V = '22222222-2222-4222-8222-222222222222';
const row = (over: Record<string, unknown> = {}) => ({
  productId: P,
  variantId: V,
  mrp: 10,
  netPrice: 9,
  unit: 'kg',
  available: true,
  updatedAt: 't',
  ...over,
});
const refusal = (body: unknown): AppError => {
  try {
    validatePriceRows(body);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
};

describe('pricing rules', () => {
  it('a price is a non-negative finite number with at most 2 decimals', () => {
    expect([0, 1, 19.99, 0.29, 1.1, 9_999_999.99].every(isPriceValue)).toBe(true);
    expect([-0.01, 1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000, '1', null].some(isPriceValue)).toBe(false);
  });

  it('returns checked rows with lower-case ids', () => {
    expect(validatePriceRows([row({ productId: P.toUpperCase() })])).toEqual([
      { row: 1, productId: P, variantId: V, mrp: 10, netPrice: 9, available: true, updatedAt: 't' },
    ]);
  });

  it('refuses with the row named and every problem listed', () => {
    const e = refusal([row(), row({ variantId: V.toUpperCase() }), row({ variantId: P, netPrice: 11 })]);
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('DUPLICATE_VARIANT');
    expect(e.message).toMatch(/^Row 2 \(product .+, variant .+\): the same variant is already in row 1; .*\(and 1 more problem; nothing was saved\)$/);
    expect((e.details.rows as { code: string }[]).map((p) => p.code)).toEqual(['DUPLICATE_VARIANT', 'NET_PRICE_ABOVE_MRP']);
    expect(refusal([]).code).toBe('EMPTY_UPDATE');
    expect(refusal({}).code).toBe('VALIDATION_FAILED');
    expect(refusal([row({ unit: 5 })]).message).toMatch(/unit must be a text/);
    expect(refusal([null]).message).toBe('Row 1 must be an object (nothing was saved)');
  });
});
