/**
 * The store's selected category and sub-category, kept in session storage under the spec's keys.
 * Shared within the app: the store shows it, the category browser and a product's breadcrumb set it.
 */
import { SESSION_KEYS, safeSessionStorage } from '@vd/shared/storage';
import type { CategoryNode, Id } from '@vd/shared/session';

export interface SelectionIds {
  categoryId: string | null;
  subCategoryId: string | null;
}

/**
 * The left column of a category: its sub-categories, or the category itself when it has none
 * (a two-level tree still shows its products).
 */
export function subCategoriesOf(category: CategoryNode): CategoryNode[] {
  const subs = category.subCategories ?? [];
  return subs.length > 0 ? subs : [category];
}

export function readStoredSelection(): SelectionIds {
  return {
    categoryId: safeSessionStorage.get(SESSION_KEYS.activeCategoryId),
    subCategoryId: safeSessionStorage.get(SESSION_KEYS.activeSubCategoryId),
  };
}

export function storeSelection(ids: { categoryId: Id; subCategoryId: Id }): void {
  safeSessionStorage.set(SESSION_KEYS.activeCategoryId, String(ids.categoryId));
  safeSessionStorage.set(SESSION_KEYS.activeSubCategoryId, String(ids.subCategoryId));
}
