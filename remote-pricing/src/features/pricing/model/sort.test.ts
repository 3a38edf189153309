import { describe, expect, it, vi } from 'vitest';
import { filterProducts, isNarrowed, matchesSearch, sortProducts, visibleProducts, warmSearch } from './sort';
import { product, variant } from './testProducts';

const list = [
  product('1', 'tomato', [variant('a', { available: false })]),
  product('2', 'Apple', [variant('b', { available: false }), variant('c')]),
  product('3', 'banana', [variant('d')]),
  product('4', 'Carrot', [variant('e', { available: false })]),
];
const names = (ps: { productName: string }[]) => ps.map((p) => p.productName);

describe('sort', () => {
  it('default: available first, then by name (case-insensitive)', () => {
    expect(names(sortProducts(list, 'default'))).toEqual(['Apple', 'banana', 'Carrot', 'tomato']);
  });
  it('name ascending and descending', () => {
    expect(names(sortProducts(list, 'name-asc'))).toEqual(['Apple', 'banana', 'Carrot', 'tomato']);
    expect(names(sortProducts(list, 'name-desc'))).toEqual(['tomato', 'Carrot', 'banana', 'Apple']);
  });
  it('default sort really puts available first', () => {
    const l = [product('1', 'Aam', [variant('a', { available: false })]), product('2', 'Zeera', [variant('b')])];
    expect(names(sortProducts(l, 'default'))).toEqual(['Zeera', 'Aam']);
  });
  it('leaves the input alone', () => {
    const copy = [...list];
    sortProducts(list, 'name-desc');
    expect(list).toEqual(copy);
  });
});

describe('search', () => {
  it('case-insensitive substring of the name', () => {
    expect(matchesSearch({ productName: 'Basmati Rice 5kg' }, 'rice')).toBe(true);
    expect(matchesSearch({ productName: 'Basmati Rice 5kg' }, 'MATI R')).toBe(true);
    expect(matchesSearch({ productName: 'Basmati Rice 5kg' }, 'wheat')).toBe(false);
    expect(matchesSearch({ productName: 'Anything' }, '  ')).toBe(true);
  });

  it('search, filters and sort together', () => {
    expect(names(visibleProducts(list, { query: 'A', filters: {}, sort: 'name-desc' }))).toEqual(['tomato', 'Carrot', 'banana', 'Apple']);
    expect(names(visibleProducts(list, { query: 'an', filters: {}, sort: 'default' }))).toEqual(['banana']);
  });

  it('filtering a sorted list gives what sorting the filtered list gives, for every sort', () => {
    for (const sort of ['default', 'name-asc', 'name-desc'] as const) {
      for (const query of ['', 'a', ' AN ', 'o', 'zzz']) {
        const once = filterProducts(sortProducts(list, sort), { query, filters: {} });
        const filteredFirst = list.filter((p) => matchesSearch(p, query));
        expect(names(once)).toEqual(names(sortProducts(filteredFirst, sort)));
      }
    }
  });

  it('hands the sorted list back as it is when nothing narrows it', () => {
    const sorted = sortProducts(list, 'default');
    expect(filterProducts(sorted, { query: '  ', filters: {} })).toBe(sorted);
    expect(filterProducts(sorted, { query: '', filters: { tags: [] } })).toBe(sorted);
  });

  it('searches a renamed product by its new name (the edit makes a new product object)', () => {
    const [first] = list;
    const renamed = { ...first!, productName: 'Tamarind' };
    expect(matchesSearch(first!, 'tomato')).toBe(true);
    expect(matchesSearch(renamed, 'tomato')).toBe(false);
    expect(matchesSearch(renamed, 'TAMA')).toBe(true);
  });

  it('after warmSearch, a search lower-cases only the query, not the names', () => {
    const fresh = list.map((p) => ({ ...p }));
    warmSearch(fresh);
    const lower = vi.spyOn(String.prototype, 'toLocaleLowerCase');
    try {
      const found = filterProducts(fresh, { query: 'TOM', filters: {} });
      expect(found.map((p) => p.productName)).toEqual(fresh.filter((p) => p.productName.toLowerCase().includes('tom')).map((p) => p.productName));
      expect(lower).toHaveBeenCalledTimes(1);
    } finally {
      lower.mockRestore();
    }
  });

  it('tells a narrowed view from an empty category', () => {
    expect(isNarrowed({ query: '', filters: {} })).toBe(false);
    expect(isNarrowed({ query: 'x', filters: {} })).toBe(true);
    expect(isNarrowed({ query: '', filters: { tags: ['a'] } })).toBe(true);
    expect(isNarrowed({ query: '', filters: { tags: [] } })).toBe(false);
  });
});
