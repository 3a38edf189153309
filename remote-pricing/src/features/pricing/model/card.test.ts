import { describe, expect, it } from 'vitest';
import { cardSummary } from './card';
import { product, variant } from './testProducts';

describe('pricing card summary', () => {
  it('lists variants with size, price and MRP only when it differs; counts availability', () => {
    const p = product('p1', 'Onion', [variant('a', { mrp: 50, netPrice: 45 }), variant('b', { mrp: 30, netPrice: 30, available: false })]);
    const s = cardSummary(p);
    expect(s.lines).toEqual([
      { key: 'a', size: '1 kg', netPrice: 45, mrp: 50, available: true },
      { key: 'b', size: '1 kg', netPrice: 30, mrp: null, available: false },
    ]);
    expect(s).toMatchObject({ more: 0, available: 1, total: 2, availability: 'some' });
  });

  it('shows at most three lines and counts the rest', () => {
    const p = product(
      'p1',
      'Rice',
      ['a', 'b', 'c', 'd'].map((id) => variant(id)),
    );
    expect(cardSummary(p).lines).toHaveLength(3);
    expect(cardSummary(p).more).toBe(1);
    expect(cardSummary(p).availability).toBe('all');
  });

  it('no available variant: none', () => {
    expect(cardSummary(product('p', 'X', [variant('a', { available: false })])).availability).toBe('none');
  });
});
