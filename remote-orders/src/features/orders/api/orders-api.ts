/**
 * The orders area's API calls. Reads are the data layer's query options (`ordersListQuery`,
 * `orderDetailQuery` in '@vd/shared/data', on the shared keys); this file adds the write typed
 * with the area's request shape.
 */
import { putOrderStatus, type VendorOrder } from '@vd/shared/data';
import type { StatusChangeRequest } from '../model/status-change';

export type { OrdersPage, VendorOrder } from '@vd/shared/data';

/** PUT order/status; answers the order as it now is. */
export function updateOrderStatus(body: StatusChangeRequest): Promise<VendorOrder> {
  return putOrderStatus(body);
}
