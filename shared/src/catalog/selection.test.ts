import { beforeEach, describe, expect, it } from 'vitest';
import { categoryNode as n } from './testing';
import {
  categoryTreeOf,
  defaultSubCategory,
  keepCategoryTree,
  idsForCategory,
  openingSelection,
  readStoredSelection,
  resolveSelection,
  storeSelection,
  subCategoriesOf,
} from './selection';

const tree = [n('veg', [n('veg-fresh', [n('leafy'), n('roots')]), n('veg-fruit', [n('seasonal')])]), n('dairy', [n('milk', [n('toned')])]), n('flat')];

describe('sub-categories of a category', () => {
  it('its children, or the category itself when it has none', () => {
    expect(subCategoriesOf(n('veg', [n('fresh'), n('fruit')])).map((c) => c.id)).toEqual(['fresh', 'fruit']);
    expect(subCategoriesOf(n('flat')).map((c) => c.id)).toEqual(['flat']);
  });
});

describe('session storage of the selection', () => {
  beforeEach(() => sessionStorage.clear());
  it('uses the spec keys', () => {
    expect(readStoredSelection()).toEqual({ categoryId: null, subCategoryId: null });
    storeSelection({ categoryId: 'veg', subCategoryId: 'veg-fruit' });
    expect(sessionStorage.getItem('dashboard_active_category_id')).toBe('veg');
    expect(sessionStorage.getItem('dashboard_active_sub_category_id')).toBe('veg-fruit');
    expect(readStoredSelection()).toEqual({ categoryId: 'veg', subCategoryId: 'veg-fruit' });
  });
});

describe('store selection', () => {
  it('uses the stored ids when they fit the tree', () => {
    const s = resolveSelection(tree, { categoryId: 'veg', subCategoryId: 'veg-fruit' })!;
    expect([s.category.id, s.subCategory.id]).toEqual(['veg', 'veg-fruit']);
  });
  it('falls back to the first category and its first sub-category for bad ids', () => {
    for (const ids of [
      { categoryId: null, subCategoryId: null },
      { categoryId: 'nope', subCategoryId: 'nope' },
      { categoryId: '', subCategoryId: 'zzz' },
    ]) {
      const s = resolveSelection(tree, ids)!;
      expect([s.category.id, s.subCategory.id]).toEqual(['veg', 'veg-fresh']);
    }
  });
  it('keeps the category when only the sub-category is wrong or belongs elsewhere', () => {
    const s = resolveSelection(tree, { categoryId: 'dairy', subCategoryId: 'veg-fruit' })!;
    expect([s.category.id, s.subCategory.id]).toEqual(['dairy', 'milk']);
  });
  it('finds the category from a sub-category or a deeper id', () => {
    expect(resolveSelection(tree, { categoryId: null, subCategoryId: 'milk' })!.category.id).toBe('dairy');
    const deep = resolveSelection(tree, { categoryId: 'veg', subCategoryId: 'seasonal' })!;
    expect(deep.subCategory.id).toBe('veg-fruit');
  });
  it('a category without sub-categories is its own sub-category', () => {
    expect(defaultSubCategory(tree[2]!).id).toBe('flat');
    expect(resolveSelection(tree, { categoryId: 'flat', subCategoryId: null })!.subCategory.id).toBe('flat');
  });
  it('is null for an empty tree', () => {
    expect(resolveSelection([], { categoryId: 'veg', subCategoryId: null })).toBeNull();
  });
  it('maps a linked category id of any level', () => {
    expect(idsForCategory(tree, 'roots')).toEqual({ categoryId: 'veg', subCategoryId: 'veg-fresh' });
    expect(idsForCategory(tree, 'dairy')).toEqual({ categoryId: 'dairy', subCategoryId: null });
    expect(idsForCategory(tree, 'x')).toBeNull();
  });
});

describe('the selection /store opens with (decision 0065)', () => {
  it('takes a ?category= link the tree has, else the stored ids', () => {
    const stored = { categoryId: 'dairy', subCategoryId: 'milk' };
    const pick = (linked: string | null) => {
      const s = openingSelection(tree, linked, stored)!;
      return [s.category.id, s.subCategory.id];
    };
    expect(pick('veg-fruit')).toEqual(['veg', 'veg-fruit']);
    expect(pick('gone')).toEqual(['dairy', 'milk']);
    expect(pick(null)).toEqual(['dairy', 'milk']);
  });
});

describe('the category tree the store uses', () => {
  it("is the answer's available categories, else the vendor record's, else undefined", () => {
    const off = { ...n('off'), available: false };
    expect(categoryTreeOf([off, n('veg')], null)!.map((c) => c.id)).toEqual(['veg']);
    expect(categoryTreeOf(undefined, { vendorCategories: [off, n('dairy')] })!.map((c) => c.id)).toEqual(['dairy']);
    expect(categoryTreeOf(undefined, { vendorCategories: [] })).toBeUndefined();
    expect(categoryTreeOf(undefined, null)).toBeUndefined();
  });

  it("the answer equal to the record's copy keeps the very same tree; a change keeps what did not change", () => {
    const opened = categoryTreeOf(undefined, { vendorCategories: tree });
    const answered = keepCategoryTree(opened, categoryTreeOf(structuredClone(tree), null));
    expect(answered).toBe(opened);
    const renamed = structuredClone(tree);
    renamed[1]!.name = 'Milk & Curd';
    const changed = keepCategoryTree(opened, categoryTreeOf(renamed, null))!;
    expect(changed).not.toBe(opened);
    expect(changed[1]!.name).toBe('Milk & Curd');
    expect(changed[0]).toBe(opened![0]);
    expect(keepCategoryTree(undefined, opened)).toBe(opened);
    expect(keepCategoryTree(opened, undefined)).toBeUndefined();
  });
});
