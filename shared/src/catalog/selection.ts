/**
 * The store's selected category and sub-category (spec: the store screen's tabs and left column), and
 * the one `/store` opens with. The store area shows and changes it; index.html's boot script asks for
 * the products of the one it opens with before the area's code is in, and its unit test holds that
 * script to these rules.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { SESSION_KEYS, safeSessionStorage } from '../storage';
import type { CategoryNode, Id, Vendor } from '../session/types';
import { normalizeCategoryTree } from './normalize';
import { availableCategories, findCategoryPath, firstLeaf } from './tree';

export interface SelectionIds {
  categoryId: string | null;
  subCategoryId: string | null;
}

/** What the store shows: a top category (tab) and one of its sub-categories (left column). */
export interface StoreSelection {
  category: CategoryNode;
  subCategory: CategoryNode;
}

/**
 * The available categories of the answer of GET category, or until it arrives of the tree the vendor's
 * record carries; undefined when neither has one.
 */
export function categoryTreeOf(answer: readonly CategoryNode[] | undefined, vendor: Pick<Vendor, 'vendorCategories'> | null): CategoryNode[] | undefined {
  const source = answer ?? (vendor?.vendorCategories?.length ? normalizeCategoryTree(vendor.vendorCategories) : null);
  return source ? availableCategories(source) : undefined;
}

/**
 * `next`, sharing every part of `previous` that did not change: the very same tree when nothing did.
 * The answer of GET category usually equals the copy in the vendor's record the store opened with;
 * kept as the same objects, the screen's tabs, column and cards (memoized on their sub-category)
 * do not render again when it arrives.
 */
export function keepCategoryTree(previous: CategoryNode[] | undefined, next: CategoryNode[] | undefined): CategoryNode[] | undefined {
  return replaceEqualDeep(previous, next);
}

/**
 * The left column of a category: its sub-categories, or the category itself when it has none
 * (a two-level tree still shows its products).
 */
export function subCategoriesOf(category: CategoryNode): CategoryNode[] {
  const subs = category.subCategories ?? [];
  return subs.length > 0 ? subs : [category];
}

/** The selection stored for the tab, under the spec's session keys. */
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
 * (the one stored for the tab). Used by the store screen, by the area's prefetch and
 * as the reference of index.html's early read of its products, so all read the same sub-category's products.
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
