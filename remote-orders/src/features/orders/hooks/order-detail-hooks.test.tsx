import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@vd/shared/api';
import { MemoryRouter } from '@vd/shared/router';
import { DataProvider, createQueryClient, queryKeys, type QueryClient } from '@vd/shared/data';
import type { VendorOrder } from '../api/orders';

const api = vi.hoisted(() => ({ fetchOrderDetails: vi.fn(), putOrderStatus: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../api/orders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/orders')>();
  const orderDetailQuery = (orderId: string, copy?: VendorOrder) => ({
    ...real.orderDetailQuery(orderId, copy),
    queryFn: () => api.fetchOrderDetails(orderId),
  });
  // The write as the hook makes it (sent, or kept in the outbox): answered by the test.
  const sendOrQueueOrderStatus = async (body: unknown, meta: { order: VendorOrder }) => {
    const answer = await api.putOrderStatus(body, meta);
    return answer === 'queued' ? { queued: true, order: meta.order } : { queued: false, order: answer };
  };
  return { ...real, orderDetailQuery, sendOrQueueOrderStatus };
});
vi.mock('@vd/shared/toast', async (importOriginal) => ({ ...(await importOriginal<typeof import('@vd/shared/toast')>()), toast: toasts }));

const { useOrderDetail } = await import('./useOrderDetail');
const { useOrderActions } = await import('./useOrderActions');

const pending = { orderId: 'o1', status: 'Pending', version: 3, orderDate: '2025-01-01T10:00:00Z' } as VendorOrder;

let client: QueryClient;
function wrapper(state?: unknown) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: '/orders/o1', state }]}>
      <DataProvider client={client}>{children}</DataProvider>
    </MemoryRouter>
  );
}

beforeEach(() => {
  client = createQueryClient();
  vi.clearAllMocks();
});
afterEach(() => cleanup());

describe('useOrderDetail', () => {
  it("shows the tapped card's copy at once and replaces it with the fetched order", async () => {
    let answer!: (o: VendorOrder) => void;
    api.fetchOrderDetails.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useOrderDetail('o1'), { wrapper: wrapper({ order: pending }) });
    expect(result.current.data).toBe(pending);
    act(() => answer({ ...pending, status: 'Paid' }));
    await waitFor(() => expect(result.current.data?.status).toBe('Paid'));
    expect(api.fetchOrderDetails).toHaveBeenCalledWith('o1');
  });

  it('an unknown or foreign order is not found (no retry); a server failure is an error to retry', async () => {
    api.fetchOrderDetails.mockRejectedValue(new ApiError({ status: 404 }));
    const { result } = renderHook(() => useOrderDetail('o1'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(api.fetchOrderDetails).toHaveBeenCalledTimes(1);
  });
});

describe('useOrderActions', () => {
  it('success: the toast, the answer becomes the detail, the order leaves its old list, then back one screen', async () => {
    const done = vi.fn();
    client.setQueryData(queryKeys.orders.list('Pending'), { pages: [{ orders: [pending], nextPage: null }], pageParams: [0] });
    api.putOrderStatus.mockResolvedValue({ ...pending, status: 'Completed', version: 4 });
    const { result } = renderHook(() => useOrderActions(pending, done), { wrapper: wrapper() });
    act(() => result.current.act('delivered'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(api.putOrderStatus).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1', status: 'Completed', version: 3 }), expect.anything());
    expect(toasts.success).toHaveBeenCalledWith('Order marked as delivered successfully');
    expect(client.getQueryData<VendorOrder>(queryKeys.orders.detail('o1'))?.status).toBe('Completed');
    expect(client.getQueryData<{ pages: { orders: VendorOrder[] }[] }>(queryKeys.orders.list('Pending'))?.pages[0]?.orders).toEqual([]);
    expect(result.current.busy).toBeNull();
  });

  it('offline: the change is kept on the phone and the screen moves on with the order as it will be', async () => {
    const done = vi.fn();
    api.putOrderStatus.mockResolvedValue('queued');
    const { result } = renderHook(() => useOrderActions(pending, done), { wrapper: wrapper() });
    act(() => result.current.act('delivered'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(toasts.info).toHaveBeenCalledWith('Saved on this phone. It will be sent when the network is back.');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(client.getQueryData<VendorOrder>(queryKeys.orders.detail('o1'))?.status).toBe('Completed');
  });

  it('a refusal keeps the dialog open with its choice and says why; nothing is marked changed', async () => {
    const done = vi.fn();
    let fail!: (e: unknown) => void;
    api.putOrderStatus.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { result } = renderHook(() => useOrderActions(pending, done), { wrapper: wrapper() });
    act(() => result.current.openDialog('cancel'));
    act(() => result.current.act('cancel', { cancellationReason: 'Vendor unavailable' }));
    await waitFor(() => expect(result.current.busy).toBe('cancel'));
    expect(api.putOrderStatus).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'Cancelled', cancellationReason: 'Vendor unavailable' }),
      expect.anything(),
    );
    act(() => fail(new ApiError({ status: 400, code: 'VALIDATION', userMessage: 'A cancellation reason is required.' })));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('A cancellation reason is required.'));
    expect(result.current.dialog).toBe('cancel');
    expect(result.current.busy).toBeNull();
    expect(result.current.changed).toBe(false);
    expect(done).not.toHaveBeenCalled();
  });

  it('someone else acted first: says the order changed, closes the dialog and reads the order again', async () => {
    api.putOrderStatus.mockRejectedValue(
      new ApiError({ status: 409, code: 'ORDER_CHANGED', userMessage: 'This order changed in the meantime and is now Paid.' }),
    );
    client.setQueryData(queryKeys.orders.detail('o1'), pending);
    const { result } = renderHook(() => useOrderActions(pending, vi.fn()), { wrapper: wrapper() });
    act(() => result.current.openDialog('reschedule'));
    act(() => result.current.act('reschedule', { deliveryTime: 'by 9:00 PM on 1 Jan 2030' }));
    await waitFor(() => expect(result.current.changed).toBe(true));
    expect(toasts.error).toHaveBeenCalledWith('This order changed in the meantime and is now Paid.');
    expect(result.current.dialog).toBeNull();
    expect(client.getQueryState(queryKeys.orders.detail('o1'))?.isInvalidated).toBe(true);
  });

  it('an order that is gone (404) says so', async () => {
    api.putOrderStatus.mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND' }));
    const { result } = renderHook(() => useOrderActions(pending, vi.fn()), { wrapper: wrapper() });
    act(() => result.current.act('paid'));
    await waitFor(() => expect(result.current.gone).toBe(true));
    expect(toasts.error).toHaveBeenCalledWith('Failed to mark order as paid. Please try again.');
  });
});
