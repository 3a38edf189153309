import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '@vd/shared/data';
import { prefetchOrders } from './prefetch';

function spiedClient() {
  const client = createQueryClient();
  const infinite = vi.spyOn(client, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  const single = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const keys = () => [...infinite.mock.calls, ...single.mock.calls].map(([options]) => options.queryKey);
  return { client, keys };
}

describe("the orders area's first reads (decision 0065)", () => {
  it('on the list: the first page of the status in the URL (the default without one) and the Today summary', () => {
    const plain = spiedClient();
    prefetchOrders({ client: plain.client, pathname: '/', search: '' });
    expect(plain.keys()).toEqual([queryKeys.orders.list('Pending'), queryKeys.orders.summary()]);
    const accepted = spiedClient();
    prefetchOrders({ client: accepted.client, pathname: '/', search: '?status=paid' });
    expect(accepted.keys()).toEqual([queryKeys.orders.list('Paid'), queryKeys.orders.summary()]);
  });

  it('on an order, nothing: the detail reads on its own', () => {
    const detail = spiedClient();
    prefetchOrders({ client: detail.client, pathname: '/orders/ord-1', search: '' });
    expect(detail.keys()).toEqual([]);
  });
});
