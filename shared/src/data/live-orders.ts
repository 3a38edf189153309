/**
 * Live orders: the dashboard learns of new and changed orders by polling GET orders/vendor/live
 * as one query with a refetch interval, mounted once per page
 * by the host (`useLiveOrders`). Each answer writes the header badge (pendingOrdersCountAtom: the
 * shell's chrome renders before the data layer has loaded), reports orders that
 * arrived since the previous answer, and, when the revision moved (a new order, a change on
 * another device), invalidates the orders lists and details so what is on screen is read again.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { useEffect, useRef } from 'react';
import * as routes from '@vd/contract/routes';
import { callApi } from '../api/call';
import { toNumber } from '../format/number';
import { pendingOrdersCountAtom } from '../session/atoms';
import { queryKeys } from './keys';

/**
 * Poll period while the page is visible. The budget is list and badge current within 5 s of the order;
 * after the poll that sees it come two round trips (the summary, then the list) and a render, which a
 * 3G phone or a loaded server can stretch past 1 s, so the poll leaves them 2 s.
 */
export const LIVE_POLL_MS = 3000;
/** Poll period while the page is hidden (browsers throttle timers anyway). */
export const LIVE_POLL_HIDDEN_MS = 15000;

export interface NewestOrder {
  orderId: string;
  orderDate: string;
  customerName: string;
  total: number;
}

export interface LiveOrdersSummary {
  pendingCount: number;
  /** Changes whenever any of the vendor's orders is placed or changes status. */
  revision: string;
  newest: NewestOrder | null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates an answer of orders/vendor/live; null for anything malformed. */
export function parseLiveSummary(data: unknown): LiveOrdersSummary | null {
  if (!isRecord(data) || typeof data.revision !== 'string') return null;
  const n = data.newest;
  const newest =
    isRecord(n) && typeof n.orderId === 'string' && typeof n.orderDate === 'string'
      ? {
          orderId: n.orderId,
          orderDate: n.orderDate,
          customerName: typeof n.customerName === 'string' ? n.customerName : '',
          total: toNumber(n.total as number),
        }
      : null;
  return { pendingCount: Math.max(0, Math.trunc(toNumber(data.pendingCount as number))), revision: data.revision, newest };
}

/**
 * The order that arrived between two polls, or null. The first poll only sets the baseline (orders
 * that were there when the app opened are not "new"); an order counts as new when the newest order
 * is another one and is dated later than the previous newest.
 */
export function detectNewOrder(previous: LiveOrdersSummary | null, next: LiveOrdersSummary): NewestOrder | null {
  if (!previous || !next.newest) return null;
  const before = previous.newest;
  if (!before) return next.newest;
  if (before.orderId === next.newest.orderId) return null;
  return Date.parse(next.newest.orderDate) > Date.parse(before.orderDate) ? next.newest : null;
}

/** True when the vendor's orders changed since the previous answer (never on the first one). */
export function ordersChanged(previous: LiveOrdersSummary | null, next: LiveOrdersSummary): boolean {
  return previous !== null && previous.revision !== next.revision;
}

/** The poll period for the page's visibility. */
export function livePollInterval(hidden: boolean, visibleMs = LIVE_POLL_MS, hiddenMs = LIVE_POLL_HIDDEN_MS): number {
  return hidden ? hiddenMs : visibleMs;
}

export async function fetchLiveSummary(signal?: AbortSignal): Promise<LiveOrdersSummary | null> {
  const data: unknown = await callApi(routes.liveOrders, {}, { signal });
  return parseLiveSummary(data);
}

/**
 * The live summary query. Polls every 3 s while the page is visible (15 s while hidden), at once
 * when the page becomes visible again or the device comes back online. A failed poll is not
 * retried (the next one tries again) and keeps the last figures; the service worker never answers
 * it from a copy, so it is always sent, even offline.
 */
export function liveOrdersQuery(
  options: { fetchSummary?: (signal?: AbortSignal) => Promise<LiveOrdersSummary | null>; visibleMs?: number; hiddenMs?: number } = {},
) {
  const fetchSummary = options.fetchSummary ?? fetchLiveSummary;
  return queryOptions({
    queryKey: queryKeys.orders.live(),
    queryFn: ({ signal }) => fetchSummary(signal),
    refetchInterval: () => livePollInterval(typeof document !== 'undefined' && document.visibilityState === 'hidden', options.visibleMs, options.hiddenMs),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: 0,
    retry: false,
    networkMode: 'always',
  });
}

/** Asks for the live summary at once (after the vendor changed an order, the Refresh button). */
export function requestLiveOrdersRefresh(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.orders.live() });
}

export interface UseLiveOrdersOptions {
  onNewOrder?: (order: NewestOrder) => void;
  /** Tests inject a fake; defaults to GET orders/vendor/live. */
  fetchSummary?: (signal?: AbortSignal) => Promise<LiveOrdersSummary | null>;
  visibleMs?: number;
  hiddenMs?: number;
}

/** The page's one live-orders poller (the host mounts it in the signed-in layout). Answers the last summary. */
export function useLiveOrders(options: UseLiveOrdersOptions = {}): LiveOrdersSummary | null {
  const client = useQueryClient();
  const { fetchSummary, visibleMs, hiddenMs } = options;
  const { data } = useQuery(liveOrdersQuery({ fetchSummary, visibleMs, hiddenMs }));
  const previous = useRef<LiveOrdersSummary | null>(null);
  const onNewOrder = useRef(options.onNewOrder);
  useEffect(() => {
    onNewOrder.current = options.onNewOrder;
  });

  useEffect(() => {
    if (!data || data === previous.current) return;
    const before = previous.current;
    previous.current = data;
    getDefaultStore().set(pendingOrdersCountAtom, data.pendingCount);
    if (ordersChanged(before, data)) {
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      void client.invalidateQueries({ queryKey: queryKeys.orders.details() });
      void client.invalidateQueries({ queryKey: queryKeys.orders.summary() });
    }
    const arrived = detectNewOrder(before, data);
    if (arrived) onNewOrder.current?.(arrived);
  }, [data, client]);

  // Coming back to the window (another app was in front, the page stayed visible) polls at once too.
  useEffect(() => {
    const onFocus = () => void client.refetchQueries({ queryKey: queryKeys.orders.live(), type: 'active' });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [client]);

  return data ?? null;
}
