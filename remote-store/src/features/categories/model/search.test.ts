import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@vd/shared/session';
import { searchCategories } from './search';

const n = (name: string, subCategories: CategoryNode[] = []): CategoryNode => ({ id: name, name, available: true, icon: null, imageUrl: null, subCategories });
const tree = [
  n('Fruits & Vegetables', [n('Fresh Vegetables'), n('Fresh Fruits')]),
  n('Dairy', [n('Milk'), n('Curd & Paneer')]),
  n('Books', [n('Fiction'), n('Exam Preparation')]),
  n('Café'),
];
const ids = (q: string) => searchCategories(tree, q).map((g) => [g.category.id, g.subCategories.map((s) => s.id)]);

describe('searchCategories (two levels)', () => {
  it('lists everything for an empty query', () => {
    expect(ids('  ')).toEqual([
      ['Fruits & Vegetables', ['Fresh Vegetables', 'Fresh Fruits']],
      ['Dairy', ['Milk', 'Curd & Paneer']],
      ['Books', ['Fiction', 'Exam Preparation']],
      ['Café', ['Café']],
    ]);
  });
  it('a category match keeps all its sub-categories', () => {
    expect(ids('dairy')).toEqual([['Dairy', ['Milk', 'Curd & Paneer']]]);
  });
  it('a sub-category match keeps only the matching sub-categories', () => {
    expect(ids('FRESH')).toEqual([['Fruits & Vegetables', ['Fresh Vegetables', 'Fresh Fruits']]]);
    expect(ids('paneer')).toEqual([['Dairy', ['Curd & Paneer']]]);
    expect(ids('fi')).toEqual([['Books', ['Fiction']]]);
  });
  it('ignores case, accents and spacing; unknown → nothing', () => {
    expect(ids('cafe')).toEqual([['Café', ['Café']]]);
    expect(ids('exam   prep')).toEqual([['Books', ['Exam Preparation']]]);
    expect(ids('zzz')).toEqual([]);
  });
});
