/**
 * The query keys of every API read, written once. Pure data: each app bundles its own copy of
 * `@vd/shared/data`, and keys built by two copies are equal because they are plain arrays. A save
 * in one area invalidates what another area shows through these keys (the pricing save refreshes
 * the store: `queryKeys.store.all()`), on the page's one QueryClient (decision 0017).
 *
 * Keys are hierarchical: invalidating a prefix (`orders.lists()`) reaches every key below it.
 */
import type { OrderStatus } from '@vd/shared';

export const queryKeys = {
  orders: {
    all: () => ['orders'] as const,
    /** Every orders list (one per status filter), each an infinite query of pages. */
    lists: () => ['orders', 'list'] as const,
    list: (status: OrderStatus) => ['orders', 'list', status] as const,
    details: () => ['orders', 'detail'] as const,
    detail: (orderId: string) => ['orders', 'detail', orderId] as const,
    /** The live summary (pending count, revision, newest order): the header badge and alerts. */
    live: () => ['orders', 'live'] as const,
  },
  store: {
    all: () => ['store'] as const,
    /** GET category?scope=vendor. */
    categories: () => ['store', 'categories'] as const,
    productLists: () => ['store', 'products'] as const,
    products: (categoryId: string) => ['store', 'products', categoryId] as const,
    productDetails: () => ['store', 'product'] as const,
    product: (productId: string) => ['store', 'product', productId] as const,
  },
  /** The business-details editors (issue 12). */
  business: {
    all: () => ['business'] as const,
    /** GET vendor/attribute: the attribute master list. */
    attributeDefinitions: () => ['business', 'attributeDefinitions'] as const,
    /** GET category: every category (the category editor's choices). */
    categoryTree: () => ['business', 'categoryTree'] as const,
    /** GET vendor/images: the gallery with image ids. */
    gallery: () => ['business', 'gallery'] as const,
    /** GET geo/search?q=. */
    placeSearch: (q: string) => ['business', 'placeSearch', q] as const,
  },
  /** The profile area's editing screens (issue 11). */
  vendor: {
    all: () => ['vendor'] as const,
    /** GET vendor as the editing screens read it (the session's vendor is refreshed with it). */
    record: () => ['vendor', 'record'] as const,
  },
} as const;

/** The pricing screen's reads (GET vendor/products/categories, GET vendor/products?categoryId=). */
export const pricingKeys = {
  all: () => ['pricing'] as const,
  categories: () => ['pricing', 'categories'] as const,
  productLists: () => ['pricing', 'products'] as const,
  products: (categoryId: string) => ['pricing', 'products', categoryId] as const,
} as const;
