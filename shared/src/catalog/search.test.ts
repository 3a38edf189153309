import { describe, expect, it } from 'vitest';
import { foldForSearch, searchGroups } from './search';

describe('foldForSearch', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldForSearch('  Crème   BRÛLÉE ')).toBe('creme brulee');
  });
});

describe('searchGroups', () => {
  const groups = [
    { name: 'Dairy', items: ['Milk', 'Paneer'] },
    { name: 'Vegetables', items: ['Fresh Milk Greens', 'Root'] },
  ];
  const parts = {
    name: (g: (typeof groups)[number]) => g.name,
    items: (g: (typeof groups)[number]) => g.items,
    itemText: (i: string) => [i],
    withItems: (g: (typeof groups)[number], items: string[]) => ({ ...g, items }),
  };

  it('an empty query keeps everything', () => {
    expect(searchGroups(groups, '  ', parts)).toEqual(groups);
  });
  it('a group whose name matches keeps all its items (the same group)', () => {
    const found = searchGroups(groups, 'dai', parts);
    expect(found).toEqual([groups[0]]);
    expect(found[0]).toBe(groups[0]);
  });
  it('otherwise only the matching items; groups left empty go', () => {
    expect(searchGroups(groups, 'MILK', parts)).toEqual([
      { name: 'Dairy', items: ['Milk'] },
      { name: 'Vegetables', items: ['Fresh Milk Greens'] },
    ]);
    expect(searchGroups(groups, 'root', parts)).toEqual([{ name: 'Vegetables', items: ['Root'] }]);
    expect(searchGroups(groups, 'xyz', parts)).toEqual([]);
  });
});
