import { categoryNode as node } from '@vd/shared/catalog/testing';
import { describe, expect, it } from 'vitest';
import { adjacentTopCategoryId, categoryStrips, firstSelection, selectedIds, selectionFor, shouldRequestLeaf } from './categories';

const tree = [node('grocery', [node('veg', [node('leafy'), node('roots')]), node('fruit', [node('citrus')])]), node('books', [node('fiction')]), node('dairy')];

describe('category selection', () => {
  it('loading the first category selects its first sub-category and sub-sub-category', () => {
    const s = firstSelection(tree);
    expect(selectedIds(s)).toEqual(['grocery', 'veg', 'leafy']);
    expect(s?.leaf.id).toBe('leafy');
  });

  it('choosing a node of any level follows first children to a leaf', () => {
    expect(selectedIds(selectionFor(tree, 'fruit'))).toEqual(['grocery', 'fruit', 'citrus']);
    expect(selectedIds(selectionFor(tree, 'roots'))).toEqual(['grocery', 'veg', 'roots']);
    expect(selectedIds(selectionFor(tree, 'books'))).toEqual(['books', 'fiction']);
    expect(selectionFor(tree, 'dairy')?.leaf.id).toBe('dairy');
    expect(selectionFor(tree, 'nope')).toBeNull();
    expect(firstSelection([])).toBeNull();
  });

  it('shows up to two nested sub-category strips', () => {
    expect(categoryStrips(tree, firstSelection(tree)).map((s) => s.map((n) => n.id))).toEqual([
      ['grocery', 'books', 'dairy'],
      ['veg', 'fruit'],
      ['leafy', 'roots'],
    ]);
    expect(categoryStrips(tree, selectionFor(tree, 'books')).map((s) => s.length)).toEqual([3, 1]);
    expect(categoryStrips(tree, selectionFor(tree, 'dairy'))).toHaveLength(1);
  });

  it('a request for the same leaf as the last is skipped', () => {
    expect(shouldRequestLeaf(null, 'leafy')).toBe(true);
    expect(shouldRequestLeaf('leafy', 'leafy')).toBe(false);
    expect(shouldRequestLeaf('leafy', 'roots')).toBe(true);
  });

  it('swipe moves to the next or previous top category', () => {
    expect(adjacentTopCategoryId(tree, 'grocery', 'next')).toBe('books');
    expect(adjacentTopCategoryId(tree, 'books', 'previous')).toBe('grocery');
    expect(adjacentTopCategoryId(tree, 'grocery', 'previous')).toBeNull();
    expect(adjacentTopCategoryId(tree, 'dairy', 'next')).toBeNull();
  });
});
