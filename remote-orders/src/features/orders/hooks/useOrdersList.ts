import { useMemo } from 'react';
import type { OrderStatus } from '@vd/shared/session';
import { ordersListQuery, type VendorOrder } from '../api/orders';
import { useInfiniteQuery } from '@vd/shared/data';
import { mergeOrderPages } from '../model/paging';
import { latestByOrder, listWithPending, type PendingOrderEntry } from '../model/pending';
import { usePendingOrders } from './usePendingOrders';

export interface OrdersList {
  /** Every loaded page, newest first; undefined until the first page arrives. */
  data: VendorOrder[] | undefined;
  error: unknown;
  /** A refresh over the list on screen (Refresh, the live poll saw a change). */
  refreshing: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refetch: () => unknown;
  /** The unsent change of an order on the list (shown as it will be, marked). */
  pendingOf: (orderId: string) => PendingOrderEntry | undefined;
}

/**
 * The orders of one status (GET orders/vendor, page by page through X-Next-Page). Read again on
 * every visit and, quietly, whenever the live poll reports that the vendor's orders changed (it
 * invalidates every orders list on the page's one QueryClient). Status changes still in the outbox
 * show over it: the order as the vendor made it, in the list of its new status.
 */
export function useOrdersList(status: OrderStatus): OrdersList {
  const query = useInfiniteQuery(ordersListQuery(status));
  const { data: pages, error, isFetching, isFetchingNextPage, isPending, hasNextPage, fetchNextPage, refetch } = query;
  const pending = usePendingOrders();
  const data = useMemo(() => (pages ? listWithPending(mergeOrderPages(pages.pages), status, pending) : undefined), [pages, status, pending]);
  const latest = useMemo(() => latestByOrder(pending), [pending]);
  return {
    data,
    error,
    refreshing: isFetching && !isPending && !isFetchingNextPage,
    loadingMore: isFetchingNextPage,
    hasMore: hasNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    refetch,
    pendingOf: (orderId) => latest.get(orderId),
  };
}
