import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoryNode } from '@vd/shared/session';
import { readStoredSelection, storeSelection, subCategoriesOf } from './selection';

const n = (id: string, subCategories: CategoryNode[] = []): CategoryNode => ({
  id,
  name: id.toUpperCase(),
  available: true,
  icon: null,
  imageUrl: null,
  subCategories,
});

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
