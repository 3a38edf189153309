/**
 * The orders area's API calls. Reads are the query options in `./orders` (`ordersListQuery`,
 * `orderDetailQuery`, on the shared orders keys); this file adds the write typed with the area's
 * request shape.
 */
import { putOrderStatus, type VendorOrder } from './orders';
import type { StatusChangeRequest } from '../model/status-change';

export type { OrdersPage, VendorOrder } from './orders';

/** PUT order/status; answers the order as it now is. */
export function updateOrderStatus(body: StatusChangeRequest): Promise<VendorOrder> {
  return putOrderStatus(body);
}
