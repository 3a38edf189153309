import type { CategoryNode, Id } from '@vd/shared/session';
import { findCategoryPath, firstLeaf } from '@vd/shared/catalog';
import { subCategoriesOf, type SelectionIds } from '../../../lib/selection';

/** What the store shows: a top category (tab) and one of its sub-categories (left column). */
export interface StoreSelection {
  category: CategoryNode;
  subCategory: CategoryNode;
}

const same = (a: Id | null | undefined, b: Id | null | undefined) => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The sub-category a category opens on: its first child (the first step towards its leaf). */
export function defaultSubCategory(category: CategoryNode): CategoryNode {
  return subCategoriesOf(category)[0] ?? firstLeaf(category);
}

/**
 * Resolves stored or requested ids against the (available) tree. Anything unknown falls back:
 * an unknown category → the first category; an unknown sub-category, or one of another
 * category → the category's first sub-category. A sub-category id alone finds its category.
 * null only when the tree is empty.
 */
export function resolveSelection(tree: readonly CategoryNode[], ids: SelectionIds): StoreSelection | null {
  const first = tree[0];
  if (!first) return null;
  let category = tree.find((c) => same(c.id, ids.categoryId));
  if (!category && ids.subCategoryId) {
    const path = findCategoryPath(tree, ids.subCategoryId);
    if (path.length > 1) category = path[0];
  }
  category ??= first;
  const subs = subCategoriesOf(category);
  const sub = subs.find((s) => same(s.id, ids.subCategoryId));
  if (sub) return { category, subCategory: sub };
  // A deeper id (a sub-sub-category) selects the sub-category that holds it.
  const path = findCategoryPath([category], ids.subCategoryId);
  const holder = path.length > 1 ? subs.find((s) => same(s.id, path[1]!.id)) : undefined;
  return { category, subCategory: holder ?? defaultSubCategory(category) };
}

/**
 * The selection /store opens with: a `?category=` link's category when the tree has it, else `ids`
 * (the one stored for the tab). Used by the screen and by the area's prefetch (decision 0065), so
 * both read the same sub-category's products.
 */
export function openingSelection(tree: readonly CategoryNode[], linked: string | null, ids: SelectionIds): StoreSelection | null {
  return resolveSelection(tree, (linked ? idsForCategory(tree, linked) : null) ?? ids);
}

/** Ids for a category given by a link (`/store?category=<any level>`): null when unknown. */
export function idsForCategory(tree: readonly CategoryNode[], id: string | null): SelectionIds | null {
  const path = findCategoryPath(tree, id);
  if (path.length === 0) return null;
  return { categoryId: String(path[0]!.id), subCategoryId: path[1] ? String(path[1].id) : null };
}
