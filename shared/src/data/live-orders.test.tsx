import { QueryObserver } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingOrdersCountAtom } from '../session';
import { DataProvider } from './DataProvider';
import { createQueryClient } from './defaults';
import { queryKeys } from './keys';
import {
  LIVE_POLL_HIDDEN_MS,
  LIVE_POLL_MS,
  detectNewOrder,
  livePollInterval,
  ordersChanged,
  parseLiveSummary,
  requestLiveOrdersRefresh,
  useLiveOrders,
  type LiveOrdersSummary,
} from './live-orders';

const summary = (revision: string, pendingCount: number, newest: [string, string] | null): LiveOrdersSummary => ({
  revision,
  pendingCount,
  newest: newest ? { orderId: newest[0], orderDate: newest[1], customerName: 'Priya', total: 120 } : null,
});

describe('parseLiveSummary', () => {
  it('reads the API answer and refuses malformed ones', () => {
    expect(
      parseLiveSummary({ pendingCount: 3, revision: 'r', newest: { orderId: 'a', orderDate: '2025-01-01T00:00:00Z', customerName: 'X', total: '12.5' } }),
    ).toEqual({
      pendingCount: 3,
      revision: 'r',
      newest: { orderId: 'a', orderDate: '2025-01-01T00:00:00Z', customerName: 'X', total: 12.5 },
    });
    expect(parseLiveSummary({ pendingCount: -2, revision: 'r', newest: null })).toEqual({ pendingCount: 0, revision: 'r', newest: null });
    expect(parseLiveSummary(null)).toBeNull();
    expect(parseLiveSummary({ pendingCount: 1 })).toBeNull();
  });
});

describe('detectNewOrder', () => {
  const a = summary('1', 1, ['a', '2025-01-01T10:00:00Z']);
  it('the first poll is only the baseline', () => expect(detectNewOrder(null, a)).toBeNull());
  it('same newest order: nothing new', () => expect(detectNewOrder(a, summary('2', 0, ['a', '2025-01-01T10:00:00Z']))).toBeNull());
  it('a later newest order is new', () => expect(detectNewOrder(a, summary('3', 2, ['b', '2025-01-01T10:05:00Z']))?.orderId).toBe('b'));
  it('an older one (the newest was deleted) is not', () => expect(detectNewOrder(a, summary('3', 2, ['z', '2024-12-01T10:05:00Z']))).toBeNull());
  it('the first order of a shop that had none is new', () => expect(detectNewOrder(summary('0', 0, null), a)?.orderId).toBe('a'));
});

describe('ordersChanged and the poll period', () => {
  it('a new revision means the orders changed; the first answer is only the baseline', () => {
    expect(ordersChanged(null, summary('1', 0, null))).toBe(false);
    expect(ordersChanged(summary('1', 0, null), summary('1', 0, null))).toBe(false);
    expect(ordersChanged(summary('1', 0, null), summary('2', 0, null))).toBe(true);
  });
  it('polls every 3 s while visible, every 15 s while hidden (decisions 0006, 0071)', () => {
    expect(LIVE_POLL_MS).toBe(3000);
    expect(LIVE_POLL_HIDDEN_MS).toBe(15000);
    expect(livePollInterval(false)).toBe(3000);
    expect(livePollInterval(true)).toBe(15000);
  });
});

/**
 * The page's poller over `answers` (then the last one again), beside the orders area's Pending list:
 * what it reports, and how often the list was read.
 */
function mountPoller(answers: LiveOrdersSummary[]) {
  const client = createQueryClient();
  const last = answers[answers.length - 1]!;
  const fetchSummary = vi.fn(async () => answers.shift() ?? last);
  const onNewOrder = vi.fn();
  const fetchList = vi.fn(async () => ({ pages: [], pageParams: [] }));
  const list = new QueryObserver(client, { queryKey: queryKeys.orders.list('Pending'), queryFn: fetchList, staleTime: Infinity });
  const unsubscribe = list.subscribe(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <DataProvider client={client}>{children}</DataProvider>;
  const { unmount } = renderHook(() => useLiveOrders({ fetchSummary, onNewOrder, visibleMs: 1000 }), { wrapper });
  return { client, fetchSummary, onNewOrder, fetchList, unsubscribe, unmount };
}

describe('useLiveOrders (the page’s one poller)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    getDefaultStore().set(pendingOrdersCountAtom, null);
  });

  it('polls, writes the badge, reports new orders, refreshes the orders lists when the revision moves, and stops on unmount', async () => {
    vi.useFakeTimers();
    // The orders area shows the Pending list.
    const { client, fetchSummary, onNewOrder, fetchList, unsubscribe, unmount } = mountPoller([
      summary('1', 2, ['a', '2025-01-01T10:00:00Z']),
      summary('1', 2, ['a', '2025-01-01T10:00:00Z']),
      summary('2', 3, ['b', '2025-01-01T10:01:00Z']),
    ]);

    // Answers are applied a tick after they arrive: look 10 ms after each poll.
    await act(() => vi.advanceTimersByTimeAsync(10));
    const store = getDefaultStore();
    expect(store.get(pendingOrdersCountAtom)).toBe(2);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect(onNewOrder).not.toHaveBeenCalled();
    expect(fetchList).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onNewOrder).toHaveBeenCalledTimes(1);
    expect(onNewOrder).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'b' }));
    expect(store.get(pendingOrdersCountAtom)).toBe(3);
    expect(fetchList).toHaveBeenCalledTimes(2);

    // After the vendor changed an order: polled at once.
    await act(() => requestLiveOrdersRefresh(client));
    expect(fetchSummary).toHaveBeenCalledTimes(4);
    unmount();
    unsubscribe();
    const calls = fetchSummary.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchSummary).toHaveBeenCalledTimes(calls);
  });

  it('takes its baseline as it mounts, even while the page is still loading: an order placed before the load is announced and listed', async () => {
    // Decision 0081 withdrew decision 0080: a first poll held until the page's load took an order
    // placed in between into the baseline, so it was neither announced nor put on the list.
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const { fetchSummary, onNewOrder, fetchList, unsubscribe } = mountPoller([
        summary('1', 2, ['a', '2025-01-01T10:00:00Z']),
        summary('2', 3, ['b', '2025-01-01T10:01:00Z']),
      ]);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(fetchSummary).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(onNewOrder).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'b' }));
      expect(fetchList).toHaveBeenCalledTimes(2);
      unsubscribe();
    } finally {
      readyState.mockRestore();
    }
  });

  it('a failed poll keeps the last figures, is not retried, and the next poll tries again', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let fail = true;
    const fetchSummary = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return summary('9', 7, null);
    });
    getDefaultStore().set(pendingOrdersCountAtom, 5);
    const wrapper = ({ children }: { children: ReactNode }) => <DataProvider client={client}>{children}</DataProvider>;
    renderHook(() => useLiveOrders({ fetchSummary, visibleMs: 1000 }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchSummary).toHaveBeenCalledTimes(1);
    expect(getDefaultStore().get(pendingOrdersCountAtom)).toBe(5);
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect(getDefaultStore().get(pendingOrdersCountAtom)).toBe(7);
  });
});
