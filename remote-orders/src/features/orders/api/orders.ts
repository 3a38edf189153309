/**
 * Orders reads and writes (spec section 7: orders/vendor, order/details, order/status) as
 * query functions and query options on the shared keys, and what a status change invalidates.
 */
import * as routes from '@vd/contract/routes';
import type { RouteBody } from '@vd/contract/routes';
import { callApi, callApiResponse } from '@vd/shared/api';
import { ORDERS_FIRST_PAGE } from '@vd/shared/contract';
import { sendOrQueue } from '@vd/shared/outbox';
import type { OrderAction } from '../model/status';
import type { Order, OrderStatus } from '@vd/shared/session';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, queryKeys, queryOptions, refetchUnlessJustRead } from '@vd/shared/data';

/** An order as this API answers it: the spec's fields plus the customer's phone and the concurrency version. */
export type VendorOrder = Order & { version?: number; customerPhone?: string | null };

/** What a queued status change keeps for the screens: the order as it will be. */
export interface OrderChangeMeta {
  order: VendorOrder;
  action: OrderAction;
}

export const ORDERS_PAGE_SIZE = ORDERS_FIRST_PAGE.pageSize;

export interface OrdersPage {
  orders: VendorOrder[];
  /** The `X-Next-Page` header: the page number to ask for next, or null on the last page. */
  nextPage: number | null;
}

function asOrders(data: unknown): VendorOrder[] {
  return Array.isArray(data) ? (data.filter((o) => o && typeof o === 'object' && typeof (o as Order).orderId === 'string') as VendorOrder[]) : [];
}

/** Reads the X-Next-Page header (absent or not a number: no more pages). */
export function parseNextPage(header: unknown): number | null {
  const next = Number.parseInt(String(header ?? ''), 10);
  return Number.isFinite(next) ? next : null;
}

/** GET orders/vendor?status&pageNo&pageSize, one page. */
export async function fetchOrdersPage(status: OrderStatus, pageNo: number, signal?: AbortSignal): Promise<OrdersPage> {
  const res = await callApiResponse(routes.listOrders, { query: { status, pageNo, pageSize: ORDERS_PAGE_SIZE } }, { signal });
  return { orders: asOrders(res.data), nextPage: parseNextPage(res.headers['x-next-page']) };
}

/** GET order/details?orderId. */
export async function fetchOrderDetails(orderId: string, signal?: AbortSignal): Promise<VendorOrder> {
  return callApi(routes.orderDetails, { query: { orderId } }, { signal });
}

/**
 * PUT order/status; answers the order as it now is. The body (status, stamped attributes,
 * version) is built by the orders area from the API contract's action table.
 */
export async function putOrderStatus<Body extends { orderId: string }>(body: Body): Promise<VendorOrder> {
  return callApi(routes.changeOrderStatus, { body: body as unknown as RouteBody<typeof routes.changeOrderStatus> });
}

/**
 * PUT order/status that may wait: sent at once with an Idempotency-Key, or kept in the
 * outbox with the order as it will be when the API cannot be reached. Answers the order as it now
 * is (sent) or as it will be (queued).
 */
export async function sendOrQueueOrderStatus<Body extends { orderId: string }>(
  body: Body,
  meta: OrderChangeMeta,
): Promise<{ queued: boolean; order: VendorOrder }> {
  const r = await sendOrQueue(
    routes.changeOrderStatus,
    { body: body as unknown as RouteBody<typeof routes.changeOrderStatus> },
    { kind: 'order-status', meta },
  );
  return r.queued ? { queued: true, order: r.entry.meta.order } : { queued: false, order: r.reply as VendorOrder };
}

/** The orders of one status, page by page ("Load more" asks for the X-Next-Page page). */
export function ordersListQuery(status: OrderStatus) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orders.list(status),
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OrdersPage) => last.nextPage ?? undefined,
    // Every visit reads the list again (quietly, over what was shown); the live poll invalidates it
    // whenever the vendor's orders change. Not again when the page read it moments ago: the area's
    // prefetch at the start of a page that opens on the list.
    staleTime: 0,
    refetchOnMount: refetchUnlessJustRead,
  });
}

/**
 * One order. `cardCopy` (the list card's copy passed along when the card was tapped) shows at
 * once; it counts as stale, so the order is always fetched (reload and deep links work too).
 */
export function orderDetailQuery(orderId: string, cardCopy?: VendorOrder) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => fetchOrderDetails(orderId, signal),
    staleTime: 0,
    ...(cardCopy && cardCopy.orderId === orderId ? { initialData: cardCopy, initialDataUpdatedAt: 0 } : {}),
  });
}

/**
 * Drops `order` from every cached list of another status, so a list opened right after the change
 * never shows it under its old status (the lists are refetched as well).
 */
export function withoutMovedOrder(data: InfiniteData<OrdersPage, number> | undefined, listStatus: OrderStatus, order: VendorOrder) {
  if (!data || listStatus === order.status) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, orders: page.orders.filter((o) => o.orderId !== order.orderId) })) };
}

/**
 * After the vendor changed an order: the answer becomes the detail, the order leaves the lists
 * of its old status, and every list, every detail and the live summary (badge) are read again.
 */
export async function afterOrderChange(client: QueryClient, order?: VendorOrder): Promise<void> {
  if (order?.orderId) {
    client.setQueryData(queryKeys.orders.detail(order.orderId), order);
    for (const [key] of client.getQueriesData<InfiniteData<OrdersPage, number>>({ queryKey: queryKeys.orders.lists() })) {
      const status = key[2] as OrderStatus;
      client.setQueryData<InfiniteData<OrdersPage, number>>(key, (data) => withoutMovedOrder(data, status, order));
    }
  }
  await client.invalidateQueries({ queryKey: queryKeys.orders.all() });
}
