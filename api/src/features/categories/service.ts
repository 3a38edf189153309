/**
 * The category tree, for every feature that shows or checks categories (the store, pricing, the
 * vendor record, the vendor's chosen categories). Other features read categories only through here.
 */
import type { CategoryNode, CategoryRef } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { buildCategoryTree } from './model.js';
import * as store from './store.js';

type UrlOf = (path: string | null) => string | null;

/** The tree (three levels, ordered); with `onlyWithin`, just those ids and their ancestors. */
export async function categoryTree(q: Queryable, urlOf: UrlOf, onlyWithin?: ReadonlySet<string>): Promise<CategoryNode[]> {
  return buildCategoryTree(await store.allCategories(q), urlOf, onlyWithin);
}

/** Ancestors of categories, top first: id → [{id, name}, …, self]. */
export function categoryPaths(q: Queryable, ids: string[]): Promise<Map<string, CategoryRef[]>> {
  return store.categoryPaths(q, ids);
}

/** A category and everything below it in the store's order (`availableOnly`: the store's view; else pricing's). */
export function categoryAndBelow(q: Queryable, categoryId: string, opts: { availableOnly: boolean }): Promise<string[]> {
  return store.subtreeIds(q, categoryId, opts.availableOnly);
}

/** Sorts ids into unknown ones and ones that have sub-categories (both empty: all are leaves). */
export async function checkLeaves(q: Queryable, ids: readonly string[]): Promise<{ unknown: string[]; notLeaf: string[] }> {
  const found = await store.childInfo(q, ids);
  return { unknown: ids.filter((id) => !found.has(id)), notLeaf: ids.filter((id) => found.get(id) === true) };
}
