/**
 * The store's catalogue reads (spec section 7: category, vendor/store/products, a product by id)
 * as query options on the shared keys, and what a catalogue change (the pricing save) invalidates.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as routes from '@vd/contract/routes';
import { callApi, type CategoryNode, type Id } from '@vd/shared';
import { normalizeCategoryTree, normalizeProduct, normalizeProducts, type CatalogProduct } from '@vd/shared/catalog';
import { queryKeys } from './keys';

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

/**
 * After prices, availability or categories changed (the pricing save, the category editor): every
 * store read is stale; what is on screen is read again at once, the rest on its next visit.
 */
export function afterCatalogChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.store.all() });
}
