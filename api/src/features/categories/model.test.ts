import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRow } from './model.js';

const row = (id: string, parentId: string | null, level: number, sort = 0, available = true): CategoryRow => ({
  id,
  name: id.toUpperCase(),
  parentId,
  level,
  available,
  imagePath: `/media/${id}.svg`,
  icon: null,
  sort,
});

const rows = [
  row('a', null, 1, 1),
  row('b', null, 1, 0),
  row('a1', 'a', 2),
  row('a1x', 'a1', 3),
  row('a1y', 'a1', 3, 1, false),
  row('b1', 'b', 2),
  row('b1x', 'b1', 3),
];

describe('buildCategoryTree', () => {
  it('nests three levels ordered by sort', () => {
    const tree = buildCategoryTree(rows, (p) => p);
    expect(tree.map((n) => n.id)).toEqual(['b', 'a']);
    expect(tree[1]!.subCategories[0]!.subCategories.map((n) => [n.id, n.available])).toEqual([
      ['a1x', true],
      ['a1y', false],
    ]);
    expect(tree[0]!.imageUrl).toBe('/media/b.svg');
  });
  it('keeps only the chosen leaves and their ancestors', () => {
    const tree = buildCategoryTree(rows, (p) => p, new Set(['a1y']));
    expect(tree).toHaveLength(1);
    expect(tree[0]!.id).toBe('a');
    expect(tree[0]!.subCategories[0]!.subCategories.map((n) => n.id)).toEqual(['a1y']);
  });
});
