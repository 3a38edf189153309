/**
 * The pricing screen's calls (spec section 7: GET vendor/products, PUT vendor/products, the pricing
 * categories call) as query options and a save on the shared keys, and what a save
 * invalidates: the store's products (so /store shows the new prices on its next load).
 *
 * Answers are returned as the API sends them (`unknown` lists): the pricing area normalises them
 * with its own rules (mrp/netPrice defaults, the per-variant `updatedAt` token).
 */
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { sendOrQueue } from '@vd/shared/outbox';
import type { CategoryNode, Id } from '@vd/shared/session';
import type { PriceSaveResult, PriceUpdate } from '@vd/contract';
import { normalizeCategoryTree } from '@vd/shared/catalog';
import { afterCatalogChange, type QueryClient, queryOptions, refetchUnlessJustRead } from '@vd/shared/data';

/** The pricing screen's reads (GET vendor/products/categories, GET vendor/products?categoryId=); only this area reads them. */
export const pricingKeys = {
  all: () => ['pricing'] as const,
  categories: () => ['pricing', 'categories'] as const,
  productLists: () => ['pricing', 'products'] as const,
  products: (categoryId: string) => ['pricing', 'products', categoryId] as const,
} as const;

/** GET vendor/products/categories: every category the vendor sells in or has products in (available or not). */
export async function fetchPricingCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  const data = await callApi(routes.listPricingCategories, {}, { signal });
  return normalizeCategoryTree(data);
}

/** GET vendor/products?categoryId=: every product of the vendor in that leaf, every variant with its token. */
export async function fetchPricingProducts(categoryId: Id, signal?: AbortSignal): Promise<unknown[]> {
  const data = await callApi(routes.listPricingProducts, { query: { categoryId: String(categoryId) } }, { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * PUT vendor/products: the changed rows, all or nothing. Rejects with ApiError: 409 PRICES_CHANGED
 * (`data.conflicts`, `data.products`: the conflicting products as stored now), 400, 404.
 */
export async function savePrices(rows: readonly PriceUpdate[]): Promise<PriceSaveResult> {
  return callApi(routes.savePrices, { body: [...rows] });
}

/**
 * Save All that may wait: sent at once with an Idempotency-Key, or kept in the outbox
 * (with its rows, shown over the shelf) when the API cannot be reached. Refusals reject as savePrices.
 */
export async function sendOrQueuePrices(rows: readonly PriceUpdate[]): Promise<{ queued: true } | { queued: false; result: PriceSaveResult }> {
  const r = await sendOrQueue(routes.savePrices, { body: [...rows] }, { kind: 'prices', meta: { rows: [...rows] } });
  return r.queued ? { queued: true } : { queued: false, result: r.reply };
}

export function pricingCategoriesQuery() {
  return queryOptions({
    queryKey: pricingKeys.categories(),
    queryFn: ({ signal }) => fetchPricingCategories(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * One leaf's products for pricing. Always read again when the screen opens the leaf (the tokens
 * must be fresh); the screen keeps its own baseline while the vendor has edits.
 */
export function pricingProductsQuery(categoryId: string) {
  return queryOptions({
    queryKey: pricingKeys.products(categoryId),
    queryFn: ({ signal }) => fetchPricingProducts(categoryId, signal),
    staleTime: 0,
    // Not again moments after the area's prefetch read it at the page's start.
    refetchOnMount: refetchUnlessJustRead,
  });
}

/**
 * After a pricing save: the saved leaf's answer becomes `saved` (when given), every store read is
 * stale (the store shows the new prices on its next load, at once if on screen).
 */
export async function afterPricesSaved(client: QueryClient, categoryId?: string, saved?: unknown[]): Promise<void> {
  if (categoryId !== undefined && saved !== undefined) client.setQueryData(pricingKeys.products(categoryId), saved);
  await afterCatalogChange(client);
}
