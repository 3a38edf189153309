import { describe, expect, it } from 'vitest';
import { categoryNode as n } from '@vd/shared/catalog/testing';
import { adjacentCategory } from './swipe';

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
