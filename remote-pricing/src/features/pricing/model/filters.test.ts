import { describe, expect, it } from 'vitest';
import { activeFilterCount, buildFilterGroups, hasActiveFilters, matchesFilters, NO_FILTERS, toggleFilterValue } from './filters';
import { product, variant } from './testProducts';

const books = [
  product(
    'b1',
    'Godaan',
    [variant('1')],
    [
      { name: 'Author', value: 'Premchand' },
      { name: 'Language', value: 'Hindi' },
      { name: 'Tag', value: 'classic' },
      { name: 'Tag', value: 'Bestseller' },
    ],
  ),
  product(
    'b2',
    'Malgudi Days',
    [variant('2')],
    [
      { name: 'Author', value: 'R. K. Narayan' },
      { name: 'Language', value: 'English' },
      { name: 'Tag', value: 'classic' },
    ],
  ),
  product(
    'b3',
    'Gitanjali',
    [variant('3')],
    [
      { name: 'Author', value: 'Tagore' },
      { name: 'Language', value: 'Bengali' },
      { name: 'Genre', value: 'Poetry' },
      { name: 'Brand', value: 'ignored' },
    ],
  ),
];

describe('filter groups', () => {
  it('are built from Tag/Author/Genre/Publisher/Language/Collection, values sorted alphabetically', () => {
    expect(buildFilterGroups(books)).toEqual([
      { key: 'tags', attribute: 'Tag', values: ['Bestseller', 'classic'] },
      { key: 'authors', attribute: 'Author', values: ['Premchand', 'R. K. Narayan', 'Tagore'] },
      { key: 'genres', attribute: 'Genre', values: ['Poetry'] },
      { key: 'languages', attribute: 'Language', values: ['Bengali', 'English', 'Hindi'] },
    ]);
  });

  it('no products or no such attributes → no groups', () => {
    expect(buildFilterGroups([])).toEqual([]);
    expect(buildFilterGroups([product('x', 'Onion', [variant('1')], [{ name: 'Brand', value: 'Farm' }])])).toEqual([]);
  });

  it('any selected value within a group; groups combine with AND', () => {
    const names = (f: Parameters<typeof matchesFilters>[1]) => books.filter((b) => matchesFilters(b, f)).map((b) => b.productName);
    expect(names(NO_FILTERS)).toEqual(['Godaan', 'Malgudi Days', 'Gitanjali']);
    expect(names({ languages: ['Hindi', 'English'] })).toEqual(['Godaan', 'Malgudi Days']);
    expect(names({ languages: ['Hindi', 'English'], authors: ['R. K. Narayan'] })).toEqual(['Malgudi Days']);
    expect(names({ tags: ['classic'], genres: ['Poetry'] })).toEqual([]);
  });

  it('toggles values and counts them', () => {
    let f = toggleFilterValue(NO_FILTERS, 'tags', 'classic');
    f = toggleFilterValue(f, 'authors', 'Tagore');
    expect(activeFilterCount(f)).toBe(2);
    f = toggleFilterValue(f, 'tags', 'classic');
    expect(f).toEqual({ authors: ['Tagore'] });
    expect(hasActiveFilters(toggleFilterValue(f, 'authors', 'Tagore'))).toBe(false);
  });
});
