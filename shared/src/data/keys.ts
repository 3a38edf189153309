/**
 * The query keys that cross areas, written once: the orders reads (the host's live poll invalidates
 * the orders area's lists and details; the orders area asks the host's poll to refresh) and the
 * store's catalogue reads (the pricing save and the profile area's category editor invalidate
 * them). An area's own keys live in the area (`pricingKeys`, `profileKeys`). Plain arrays, so keys
 * built anywhere are equal, on the page's one QueryClient.
 *
 * Keys are hierarchical: invalidating a prefix (`orders.lists()`) reaches every key below it.
 */
import type { OrderStatus } from '../session/types';

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
    /** GET orders/vendor/summary: the Today figures and the last seven days (read again when the orders change). */
    summary: () => ['orders', 'summary'] as const,
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
} as const;
