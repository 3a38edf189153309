import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@vd/shared/session';
import { adjacentCategory } from './swipe';

const n = (id: string, subCategories: CategoryNode[] = []): CategoryNode => ({
  id,
  name: id.toUpperCase(),
  available: true,
  icon: null,
  imageUrl: null,
  subCategories,
});
const tree = [n('veg', [n('veg-fresh', [n('leafy'), n('roots')]), n('veg-fruit', [n('seasonal')])]), n('dairy', [n('milk', [n('toned')])]), n('flat')];

describe('next/previous category', () => {
  it('moves between neighbours without wrapping', () => {
    expect(adjacentCategory(tree, 'veg', 'next')?.id).toBe('dairy');
    expect(adjacentCategory(tree, 'dairy', 'previous')?.id).toBe('veg');
    expect(adjacentCategory(tree, 'veg', 'previous')).toBeNull();
    expect(adjacentCategory(tree, 'flat', 'next')).toBeNull();
    expect(adjacentCategory(tree, 'gone', 'next')?.id).toBe('veg');
  });
});
