import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingOrdersCountAtom } from '../session/atoms';
import { detectNewOrder, liveOrdersAtom, parseLiveSummary, requestLiveOrdersRefresh, startLiveOrders, type LiveOrdersSummary } from './live';

const summary = (revision: string, pendingCount: number, newest: [string, string] | null): LiveOrdersSummary => ({
  revision,
  pendingCount,
  newest: newest ? { orderId: newest[0], orderDate: newest[1], customerName: 'Priya', total: 120 } : null,
});

describe('parseLiveSummary', () => {
  it('reads the API answer and refuses malformed ones', () => {
    expect(parseLiveSummary({ pendingCount: 3, revision: 'r', newest: { orderId: 'a', orderDate: '2025-01-01T00:00:00Z', customerName: 'X', total: '12.5' } })).toEqual({
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

describe('startLiveOrders', () => {
  afterEach(() => vi.useRealTimers());

  it('polls, writes the badge and the summary, reports new orders, and stops', async () => {
    vi.useFakeTimers();
    const answers = [
      summary('1', 2, ['a', '2025-01-01T10:00:00Z']),
      summary('1', 2, ['a', '2025-01-01T10:00:00Z']),
      summary('2', 3, ['b', '2025-01-01T10:01:00Z']),
    ];
    const fetchSummary = vi.fn(async () => answers.shift() ?? summary('2', 3, ['b', '2025-01-01T10:01:00Z']));
    const onNewOrder = vi.fn();
    const stop = startLiveOrders({ fetchSummary, onNewOrder, visibleMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    const store = getDefaultStore();
    expect(store.get(pendingOrdersCountAtom)).toBe(2);
    expect(store.get(liveOrdersAtom)?.revision).toBe('1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewOrder).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'b' }));
    expect(store.get(pendingOrdersCountAtom)).toBe(3);
    expect(fetchSummary).toHaveBeenCalledTimes(3);
    requestLiveOrdersRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSummary).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchSummary).toHaveBeenCalledTimes(4);
    expect(store.get(liveOrdersAtom)).toBeNull();
  });

  it('a failed poll keeps the last figures and tries again', async () => {
    vi.useFakeTimers();
    const store = getDefaultStore();
    let fail = true;
    const fetchSummary = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return summary('9', 7, null);
    });
    store.set(pendingOrdersCountAtom, 5);
    const stop = startLiveOrders({ fetchSummary, visibleMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(pendingOrdersCountAtom)).toBe(5);
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.get(pendingOrdersCountAtom)).toBe(7);
    stop();
  });
});
