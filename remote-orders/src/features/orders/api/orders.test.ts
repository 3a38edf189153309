import { type InfiniteData, QueryObserver, createQueryClient, queryKeys } from '@vd/shared/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterOrderChange, orderDetailQuery, ordersListQuery, parseNextPage, withoutMovedOrder, type OrdersPage, type VendorOrder } from './orders';

const order = (orderId: string, status: VendorOrder['status']) => ({ orderId, status }) as VendorOrder;
const pages = (...lists: VendorOrder[][]): InfiniteData<OrdersPage, number> => ({
  pages: lists.map((orders, i) => ({ orders, nextPage: i + 1 < lists.length ? i + 1 : null })),
  pageParams: lists.map((_, i) => i),
});

describe('paging by X-Next-Page', () => {
  it('reads the header; absent or garbage means the last page', () => {
    expect(parseNextPage('2')).toBe(2);
    expect(parseNextPage(undefined)).toBeNull();
    expect(parseNextPage('')).toBeNull();
    expect(parseNextPage('next')).toBeNull();
  });

  it('asks for the page the header named, and for none after the last', () => {
    const options = ordersListQuery('Pending');
    expect(options.queryKey).toEqual(queryKeys.orders.list('Pending'));
    expect(options.initialPageParam).toBe(0);
    const next = options.getNextPageParam;
    expect(next({ orders: [], nextPage: 3 }, [], 2, [])).toBe(3);
    expect(next({ orders: [], nextPage: null }, [], 2, [])).toBeUndefined();
  });
});

describe('order detail', () => {
  it("shows the card's copy at once but always fetches the order", () => {
    const copy = order('a', 'Pending');
    expect(orderDetailQuery('a', copy)).toMatchObject({ initialData: copy, initialDataUpdatedAt: 0, staleTime: 0 });
    expect(orderDetailQuery('b', copy)).not.toHaveProperty('initialData');
  });
});

describe('after a status change', () => {
  const client = createQueryClient();
  afterEach(() => client.clear());

  it('drops the order only from lists of another status', () => {
    const data = pages([order('a', 'Pending'), order('b', 'Pending')], [order('c', 'Pending')]);
    const moved = order('a', 'Completed');
    expect(withoutMovedOrder(data, 'Pending', moved)?.pages.map((p) => p.orders.map((o) => o.orderId))).toEqual([['b'], ['c']]);
    expect(withoutMovedOrder(data, 'Completed', moved)).toBe(data);
  });

  it('stores the answer as the detail, removes it from the old list and reads lists, details and the badge again', async () => {
    client.setQueryData(queryKeys.orders.list('Pending'), pages([order('a', 'Pending'), order('b', 'Pending')]));
    client.setQueryData(queryKeys.orders.list('Paid'), pages([order('z', 'Paid')]));
    const live = vi.fn(async () => ({ pendingCount: 1, revision: '2', newest: null }));
    const badge = new QueryObserver(client, { queryKey: queryKeys.orders.live(), queryFn: live, staleTime: Infinity });
    const unsubscribe = badge.subscribe(() => undefined);
    await vi.waitFor(() => expect(badge.getCurrentResult().status).toBe('success'));
    expect(live).toHaveBeenCalledTimes(1);

    const updated = order('a', 'Completed');
    await afterOrderChange(client, updated);
    expect(client.getQueryData(queryKeys.orders.detail('a'))).toBe(updated);
    const pending = client.getQueryData<InfiniteData<OrdersPage, number>>(queryKeys.orders.list('Pending'));
    expect(pending?.pages[0]?.orders.map((o) => o.orderId)).toEqual(['b']);
    expect(client.getQueryState(queryKeys.orders.list('Paid'))?.isInvalidated).toBe(true);
    // The live summary (header badge) on screen is read again at once.
    expect(live).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
