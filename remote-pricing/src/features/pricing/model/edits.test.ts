import { describe, expect, it } from 'vitest';
import { editMrp, editNetPrice, setAllAvailable, setVariantAvailable } from './edits';
import { product, variant } from './testProducts';

const onion = () => product('p1', 'Onion', [variant('v1'), variant('v2', { mrp: 0, netPrice: 0, available: false }), variant('v3', { available: false })]);

describe('pricing edit rules (spec section 4)', () => {
  it('editing mrp sets netPrice equal to it', () => {
    const p = editMrp(onion(), 'v1', 60);
    expect(p.productVariants[0]).toMatchObject({ mrp: 60, netPrice: 60, available: true });
  });

  it('editing netPrice changes only netPrice', () => {
    expect(editNetPrice(onion(), 'v1', 42).productVariants[0]).toMatchObject({ mrp: 50, netPrice: 42 });
  });

  it('a price going from 0 to positive on an unavailable variant makes it available', () => {
    expect(editMrp(onion(), 'v2', 30).productVariants[1]).toMatchObject({ mrp: 30, netPrice: 30, available: true });
    expect(editNetPrice(onion(), 'v2', 30).productVariants[1]).toMatchObject({ netPrice: 30, available: true });
  });

  it('a price change from one positive value to another leaves an unavailable variant unavailable', () => {
    expect(editMrp(onion(), 'v3', 70).productVariants[2]).toMatchObject({ mrp: 70, available: false });
  });

  it('clearing a price (empty input) counts as 0 and does not make it available', () => {
    expect(editNetPrice(onion(), 'v2', null).productVariants[1]).toMatchObject({ netPrice: 0, available: false });
    expect(editMrp(onion(), 'v1', null).productVariants[0]).toMatchObject({ mrp: 0, netPrice: 0 });
  });

  it('finds variants by variantId, else id', () => {
    const p = product('p', 'X', [variant('a', { variantId: 'VA' })]);
    expect(editMrp(p, 'VA', 99).productVariants[0]?.mrp).toBe(99);
    expect(editMrp(p, 'nope', 99)).toBe(p);
  });

  it('Enable All / Disable All set available on every variant', () => {
    expect(setAllAvailable(onion(), true).productVariants.map((v) => v.available)).toEqual([true, true, true]);
    expect(setAllAvailable(onion(), false).productVariants.map((v) => v.available)).toEqual([false, false, false]);
    const all = setAllAvailable(onion(), true);
    expect(setAllAvailable(all, true)).toBe(all);
  });

  it('sets one variant available', () => {
    expect(setVariantAvailable(onion(), 'v3', true).productVariants[2]?.available).toBe(true);
  });
});
