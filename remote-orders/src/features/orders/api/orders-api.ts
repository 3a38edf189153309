import { apiClient, serviceUrl, type Order, type OrderStatus } from '@vd/shared';
import type { StatusChangeRequest } from '../model/status-change';

/** An order as this API answers it: the spec's fields plus the customer's phone and the concurrency version. */
export type VendorOrder = Order & { version?: number; customerPhone?: string | null };

export const PAGE_SIZE = 20;

function asOrders(data: unknown): VendorOrder[] {
  return Array.isArray(data) ? (data.filter((o) => o && typeof o === 'object' && typeof (o as Order).orderId === 'string') as VendorOrder[]) : [];
}

export interface OrdersPage {
  orders: VendorOrder[];
  nextPage: number | null;
}

/** GET orders/vendor?status (spec section 7), one page; X-Next-Page says whether there are more. */
export async function fetchOrders(status: OrderStatus, pageNo: number, signal?: AbortSignal): Promise<OrdersPage> {
  const res = await apiClient.get<unknown>(serviceUrl('order', 'orders/vendor'), { params: { status, pageNo, pageSize: PAGE_SIZE }, signal });
  const next = Number.parseInt(String(res.headers['x-next-page'] ?? ''), 10);
  return { orders: asOrders(res.data), nextPage: Number.isFinite(next) ? next : null };
}

/** GET order/details?orderId. */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<VendorOrder> {
  const { data } = await apiClient.get<VendorOrder>(serviceUrl('order', 'order/details'), { params: { orderId }, signal });
  return data;
}

/** PUT order/status; answers the order as it now is. */
export async function updateOrderStatus(body: StatusChangeRequest): Promise<VendorOrder> {
  const { data } = await apiClient.put<VendorOrder>(serviceUrl('order', 'order/status'), body);
  return data;
}
