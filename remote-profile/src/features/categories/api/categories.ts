/**
 * The category editor's read and write (spec section 7: GET category, PUT vendor/category), and what
 * a change refreshes: the vendor record and every store read (another area: the shared store keys).
 */
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { normalizeCategoryTree } from '@vd/shared/catalog';
import { afterCatalogChange, type QueryClient, queryOptions } from '@vd/shared/data';
import type { CategoryNode } from '@vd/shared/session';
import { profileKeys } from '../../../lib/data/keys';
import { afterVendorChange } from '../../../lib/data/vendor';

/** GET category (every category, not only the vendor's): the category editor's choices. */
export async function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  const data: unknown = await callApi(routes.listCategories, {}, { signal });
  return normalizeCategoryTree(data);
}

export function categoryTreeQuery() {
  return queryOptions({
    queryKey: profileKeys.business.categoryTree(),
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: 5 * 60_000,
  });
}

/** PUT vendor/category with the selected leaf ids. */
export async function putVendorCategories(leafIds: readonly string[]): Promise<void> {
  await callApi(routes.saveVendorCategories, { body: [...leafIds] });
}

/** After the vendor's categories changed: the vendor record (its category tree) and every store read. */
export async function afterVendorCategoriesChange(client: QueryClient): Promise<void> {
  await Promise.all([afterVendorChange(client), afterCatalogChange(client)]);
}
