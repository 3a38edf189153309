import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@vd/shared/session';
import { DataProvider, createQueryClient, queryKeys } from '@vd/shared/data';
import type { OrdersPage } from '../api/orders';

const api = vi.hoisted(() => ({ fetchOrdersPage: vi.fn<(status: OrderStatus, pageNo: number) => Promise<OrdersPage>>() }));
vi.mock('../api/orders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/orders')>();
  const ordersListQuery = (status: OrderStatus) => ({
    ...real.ordersListQuery(status),
    queryFn: ({ pageParam }: { pageParam: number }) => api.fetchOrdersPage(status, pageParam),
  });
  return { ...real, ordersListQuery };
});

const { useOrdersList } = await import('./useOrdersList');
const o = (orderId: string, orderDate: string) => ({ orderId, orderDate, status: 'Pending' }) as OrdersPage['orders'][number];

afterEach(() => cleanup());

describe('useOrdersList', () => {
  it('loads the first page newest first, then the X-Next-Page page on Load more, each order once', async () => {
    api.fetchOrdersPage.mockImplementation(async (_status, pageNo) =>
      pageNo === 0
        ? { orders: [o('a', '2025-01-01'), o('b', '2025-01-03')], nextPage: 1 }
        : { orders: [o('b', '2025-01-03'), o('c', '2024-12-30')], nextPage: null },
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <DataProvider client={client}>{children}</DataProvider>;
    const { result } = renderHook(() => useOrdersList('Pending'), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.map((x) => x.orderId)).toEqual(['b', 'a']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data?.map((x) => x.orderId)).toEqual(['b', 'a', 'c']));
    expect(api.fetchOrdersPage.mock.calls).toEqual([
      ['Pending', 0],
      ['Pending', 1],
    ]);
    expect(result.current.hasMore).toBe(false);

    // The live poll saw a change: the list is read again quietly, over what is shown.
    api.fetchOrdersPage.mockClear();
    await act(() => client.invalidateQueries({ queryKey: queryKeys.orders.lists() }));
    expect(api.fetchOrdersPage).toHaveBeenCalledWith('Pending', 0);
    expect(result.current.data).toBeDefined();
  });
});
