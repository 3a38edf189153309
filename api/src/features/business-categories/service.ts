/** The leaf categories a vendor sells in (PUT vendor/category; read by the vendor record, the store and pricing). */
import type { CategoryNode } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError } from '../../http/errors.js';
import { categoryTree, checkLeaves } from '../categories/service.js';
import { lockVendor } from '../shop/service.js';
import * as store from './store.js';

type UrlOf = (path: string | null) => string | null;

/** Ids listed in one refusal. */
const MAX_LISTED = 20;

/** The vendor's leaf categories. */
export function vendorCategoryIds(q: Queryable, vendorId: string): Promise<Set<string>> {
  return store.vendorCategoryIds(q, vendorId);
}

/** The vendor's leaf categories with their ancestors, as GET vendor shows them. */
export async function vendorCategoryTree(q: Queryable, vendorId: string, urlOf: UrlOf): Promise<CategoryNode[]> {
  return categoryTree(q, urlOf, await store.vendorCategoryIds(q, vendorId));
}

/**
 * Replaces the vendor's leaf categories with `ids` in one transaction (the vendor row locked, so two
 * saves of one vendor run one after the other). Every id must be a category with no sub-categories:
 * 400 UNKNOWN_CATEGORY / NOT_A_LEAF with `ids`, nothing written. Answers the leaf ids now and the
 * tree as GET vendor shows it.
 */
export async function saveVendorCategories(
  db: Database,
  vendorId: string,
  ids: readonly string[],
  urlOf: UrlOf,
): Promise<{ categoryIds: string[]; vendorCategories: CategoryNode[] }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const categoryIds = await db.tx(async (q) => {
    await lockVendor(q, vendorId);
    const { unknown, notLeaf } = await checkLeaves(q, wanted);
    if (unknown.length > 0) {
      throw new AppError(400, 'UNKNOWN_CATEGORY', `No such category: ${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}.`, {
        ids: unknown.slice(0, MAX_LISTED),
      });
    }
    if (notLeaf.length > 0) {
      throw new AppError(400, 'NOT_A_LEAF', `Choose the most specific categories: ${notLeaf.slice(0, 3).join(', ')} has sub-categories.`, {
        ids: notLeaf.slice(0, MAX_LISTED),
      });
    }
    return store.replaceVendorCategories(q, vendorId, wanted);
  });
  return { categoryIds, vendorCategories: await categoryTree(db, urlOf, new Set(categoryIds)) };
}
