import { useCallback, useEffect, useRef, useState } from 'react';
import { getDefaultStore, useAtomValue } from 'jotai';
import { isCancelledRequest, liveOrdersAtom, type OrderStatus } from '@vd/shared';
import { fetchOrders, type VendorOrder } from '../api/orders-api';
import { sortNewestFirst } from '../model/order-fields';

export interface OrdersListState {
  orders: VendorOrder[];
  /** First load of this filter (skeletons). */
  loading: boolean;
  /** A refresh in the background (list stays visible). */
  refreshing: boolean;
  loadingMore: boolean;
  error: unknown;
  nextPage: number | null;
}

/**
 * The orders of one status, newest first. Reloads when the filter changes and, quietly, whenever the
 * live poller reports that the vendor's orders changed (a new order, a change on another device).
 */
export function useOrdersList(status: OrderStatus) {
  const [state, setState] = useState<OrdersListState>({ orders: [], loading: true, refreshing: false, loadingMore: false, error: null, nextPage: null });
  const controller = useRef<AbortController | null>(null);
  const revision = useAtomValue(liveOrdersAtom, { store: getDefaultStore() })?.revision ?? null;

  const load = useCallback(
    async (mode: 'initial' | 'refresh') => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setState((s) => (mode === 'initial' ? { ...s, orders: [], loading: true, error: null, nextPage: null } : { ...s, refreshing: true }));
      try {
        const page = await fetchOrders(status, 0, c.signal);
        if (c.signal.aborted) return;
        setState({ orders: sortNewestFirst(page.orders), loading: false, refreshing: false, loadingMore: false, error: null, nextPage: page.nextPage });
      } catch (error) {
        if (isCancelledRequest(error) || c.signal.aborted) return;
        console.warn('[orders] list failed', error);
        setState((s) => ({ ...s, loading: false, refreshing: false, error }));
      }
    },
    [status],
  );

  useEffect(() => {
    void load('initial');
    return () => controller.current?.abort();
  }, [load]);

  const firstRevision = useRef(revision);
  useEffect(() => {
    if (revision === null || revision === firstRevision.current) return;
    firstRevision.current = revision;
    void load('refresh');
  }, [revision, load]);

  const loadMore = useCallback(async () => {
    const next = state.nextPage;
    if (next === null || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const page = await fetchOrders(status, next);
      setState((s) => {
        const seen = new Set(s.orders.map((o) => o.orderId));
        return { ...s, loadingMore: false, nextPage: page.nextPage, orders: [...s.orders, ...page.orders.filter((o) => !seen.has(o.orderId))] };
      });
    } catch (error) {
      setState((s) => ({ ...s, loadingMore: false, error }));
    }
  }, [status, state.nextPage, state.loadingMore]);

  return { ...state, reload: () => load(state.orders.length ? 'refresh' : 'initial'), loadMore };
}
