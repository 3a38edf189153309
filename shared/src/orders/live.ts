/**
 * Live orders: the dashboard learns of new and changed orders by polling GET orders/vendor/live
 * (docs/decisions/0006-live-orders.md). One poller per page (the host starts it); it writes the
 * header badge (pendingOrdersCountAtom) and liveOrdersAtom, which the orders area watches to
 * refresh its list, and reports orders that arrived since the previous poll.
 */
import { atom, getDefaultStore } from 'jotai';
import { apiClient } from '../api/client';
import { serviceUrl } from '../config/runtimeConfig';
import { toNumber } from '../format/number';
import { pendingOrdersCountAtom } from '../session/atoms';

/** Poll period while the page is visible (the spec'd budget: list and badge current within 5 s). */
export const LIVE_POLL_MS = 4000;
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

/** The last summary read; null until the first poll answers. */
export const liveOrdersAtom = atom<LiveOrdersSummary | null>(null);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validates an answer of orders/vendor/live; null for anything malformed. */
export function parseLiveSummary(data: unknown): LiveOrdersSummary | null {
  if (!isRecord(data) || typeof data.revision !== 'string') return null;
  const n = data.newest;
  const newest =
    isRecord(n) && typeof n.orderId === 'string' && typeof n.orderDate === 'string'
      ? { orderId: n.orderId, orderDate: n.orderDate, customerName: typeof n.customerName === 'string' ? n.customerName : '', total: toNumber(n.total as number) }
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

export async function fetchLiveSummary(signal?: AbortSignal): Promise<LiveOrdersSummary | null> {
  const { data } = await apiClient.get<unknown>(serviceUrl('order', 'orders/vendor/live'), { signal });
  return parseLiveSummary(data);
}

export interface LiveOrdersOptions {
  onNewOrder?: (order: NewestOrder) => void;
  /** Defaults to fetchLiveSummary (tests inject a fake). */
  fetchSummary?: (signal?: AbortSignal) => Promise<LiveOrdersSummary | null>;
  visibleMs?: number;
  hiddenMs?: number;
}

let pollNow: (() => void) | null = null;

/** Asks the running poller to poll at once (after the vendor changed an order, on focus...). */
export function requestLiveOrdersRefresh(): void {
  pollNow?.();
}

/**
 * Starts polling; returns stop(). Polls at once, then every LIVE_POLL_MS while visible
 * (LIVE_POLL_HIDDEN_MS while hidden), at once when the page becomes visible or comes back online.
 * Failed polls are ignored (the next one tries again); the API client handles token refresh.
 */
export function startLiveOrders(options: LiveOrdersOptions = {}): () => void {
  const store = getDefaultStore();
  const fetchSummary = options.fetchSummary ?? fetchLiveSummary;
  const visibleMs = options.visibleMs ?? LIVE_POLL_MS;
  const hiddenMs = options.hiddenMs ?? LIVE_POLL_HIDDEN_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;
  let again = false;

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    timer = setTimeout(poll, hidden ? hiddenMs : visibleMs);
  };

  async function poll(): Promise<void> {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    const controller = new AbortController();
    inFlight = controller;
    try {
      const next = await fetchSummary(controller.signal);
      if (stopped || !next) return;
      const previous = store.get(liveOrdersAtom);
      const arrived = detectNewOrder(previous, next);
      if (!previous || previous.revision !== next.revision) store.set(liveOrdersAtom, next);
      store.set(pendingOrdersCountAtom, next.pendingCount);
      if (arrived) options.onNewOrder?.(arrived);
    } catch {
      // Offline or a server hiccup: keep the last figures; the next poll tries again.
    } finally {
      inFlight = null;
      if (again && !stopped) {
        again = false;
        void poll();
      } else {
        schedule();
      }
    }
  }

  const onWake = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') void poll();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('online', onWake);
    window.addEventListener('focus', onWake);
  }
  const trigger = () => void poll();
  pollNow = trigger;
  void poll();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    inFlight?.abort();
    if (pollNow === trigger) pollNow = null;
    if (hasWindow) {
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('online', onWake);
      window.removeEventListener('focus', onWake);
    }
    store.set(liveOrdersAtom, null);
  };
}
