import type { CategoryNode } from '@vd/shared/session';
import { describe, expect, it } from 'vitest';
import { leafGroups, searchLeafGroups, selectedLeafIds, toggleLeaf, vendorLeafIds } from './selection';

const node = (id: string, name: string, subCategories: CategoryNode[] = [], available = true): CategoryNode => ({
  id,
  name,
  available,
  icon: null,
  imageUrl: null,
  subCategories,
});

const TREE = [
  node('fv', 'Fruits & Vegetables', [
    node('veg', 'Fresh Vegetables', [node('leafy', 'Leafy Greens'), node('root', 'Root Vegetables'), node('gone', 'Old Shelf', [], false)]),
    node('fruit', 'Fresh Fruits', [node('seasonal', 'Seasonal Fruits')]),
  ]),
  node('dairy', 'Dairy', [node('milk', 'Milk', [node('toned', 'Toned Milk')]), node('paneer', 'Paneer')]),
  node('frozen', 'Frozen Foods', [node('snacks', 'Frozen Snacks', [node('fs', 'Fries')])], false),
];

describe('leafGroups', () => {
  it('groups available leaves under their top-level category, any depth, with their context', () => {
    const groups = leafGroups(TREE);
    expect(groups.map((g) => g.name)).toEqual(['Fruits & Vegetables', 'Dairy']);
    expect(groups[0]?.leaves).toEqual([
      { id: 'leafy', name: 'Leafy Greens', context: 'Fresh Vegetables' },
      { id: 'root', name: 'Root Vegetables', context: 'Fresh Vegetables' },
      { id: 'seasonal', name: 'Seasonal Fruits', context: 'Fresh Fruits' },
    ]);
    expect(groups[1]?.leaves.map((l) => l.id)).toEqual(['toned', 'paneer']);
  });
});

describe('vendorLeafIds', () => {
  it("starts from the vendor's current leaves", () => {
    expect(vendorLeafIds([node('dairy', 'Dairy', [node('milk', 'Milk', [node('toned', 'Toned Milk')])]), node('x', 'Lonely')])).toEqual(['toned', 'x']);
    expect(vendorLeafIds(null)).toEqual([]);
  });
});

describe('searchLeafGroups', () => {
  const groups = leafGroups(TREE);
  it('keeps a whole group whose name matches, else the matching leaves', () => {
    expect(searchLeafGroups(groups, 'dairy')).toEqual([groups[1]]);
    expect(searchLeafGroups(groups, '  ROOT ').flatMap((g) => g.leaves.map((l) => l.id))).toEqual(['root']);
    expect(searchLeafGroups(groups, 'fresh veg').flatMap((g) => g.leaves.map((l) => l.id))).toEqual(['leafy', 'root']);
  });
  it('answers nothing for no match (No Categories Found) and everything for an empty query', () => {
    expect(searchLeafGroups(groups, 'cement')).toEqual([]);
    expect(searchLeafGroups(groups, '')).toEqual(groups);
  });
});

describe('toggling and sending', () => {
  it('toggles and sends selected leaves in tree order, dropping ids no longer offered', () => {
    let selected = toggleLeaf(new Set(['paneer', 'stale']), 'leafy');
    expect(selectedLeafIds(leafGroups(TREE), selected)).toEqual(['leafy', 'paneer']);
    selected = toggleLeaf(selected, 'leafy');
    expect(selectedLeafIds(leafGroups(TREE), selected)).toEqual(['paneer']);
  });
});
