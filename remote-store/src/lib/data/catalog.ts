/**
 * The store's catalogue reads (spec section 7: category, vendor/store/products, a product by id)
 * as query options on the shared store keys (the pricing save and the profile area's category editor
 * invalidate them: `afterCatalogChange` in '@vd/shared/data'). Used by several of the store's features.
 */
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import type { CategoryNode, Id } from '@vd/shared/session';
import { normalizeCategoryTree, normalizeProduct, normalizeProducts, type CatalogProduct } from '@vd/shared/catalog';
import { queryKeys, queryOptions } from '@vd/shared/data';

/** A category or its products seen in the last 5 minutes shows at once, without a request. */
export const CATALOG_STALE_MS = 5 * 60_000;

/** GET category?scope=vendor: the vendor's categories (three levels). */
export async function fetchVendorCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  const data = await callApi(routes.listCategories, { query: { scope: 'vendor' } }, { signal });
  return normalizeCategoryTree(data);
}

/** GET vendor/store/products?categoryId=: the vendor's products in a category (and below it). */
export async function fetchStoreProducts(categoryId: Id, signal?: AbortSignal): Promise<CatalogProduct[]> {
  const data = await callApi(routes.listStoreProducts, { query: { categoryId: String(categoryId) } }, { signal });
  return normalizeProducts(data);
}

/** GET vendor/store/products/{productId}; rejects with ApiError 404 when the product does not exist. */
export async function fetchStoreProduct(productId: string, signal?: AbortSignal): Promise<CatalogProduct | null> {
  const data = await callApi(routes.getStoreProduct, { params: { productId } }, { signal });
  return normalizeProduct(data);
}

export function vendorCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.store.categories(),
    queryFn: ({ signal }) => fetchVendorCategories(signal),
    staleTime: CATALOG_STALE_MS,
  });
}

export function storeProductsQuery(categoryId: string) {
  return queryOptions({
    queryKey: queryKeys.store.products(categoryId),
    queryFn: ({ signal }) => fetchStoreProducts(categoryId, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

/** Opening or reloading a product page always fetches the product (a card's copy shows meanwhile). */
export function storeProductQuery(productId: string) {
  return queryOptions({
    queryKey: queryKeys.store.product(productId),
    queryFn: ({ signal }) => fetchStoreProduct(productId, signal),
    staleTime: CATALOG_STALE_MS,
    refetchOnMount: 'always',
  });
}
