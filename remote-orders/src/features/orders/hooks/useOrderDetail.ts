import { useLocation } from '@vd/shared/router';
import { orderDetailQuery, type VendorOrder } from '../api/orders';
import { useQuery } from '@vd/shared/data';
import { isOrderNotFound, orderFromNavigation } from '../model/detail-view';
import { latestByOrder, type PendingOrderEntry, waitingByOrder } from '../model/pending';
import { usePendingOrders } from './usePendingOrders';

export interface OrderDetail {
  /** The order (the card's copy until the fetch answers); undefined while loading or not found. */
  data: VendorOrder | undefined;
  notFound: boolean;
  error: unknown;
  refetch: () => unknown;
  /** The order's change not yet sent (the order shows as it will be). */
  pending: PendingOrderEntry | undefined;
}

/** /orders/{orderId}: always fetched (reload and deep links work); the tapped card's copy shows meanwhile. */
export function useOrderDetail(orderId: string): OrderDetail {
  const location = useLocation();
  const cardCopy = orderFromNavigation<VendorOrder>(location.state, orderId);
  const { data, error, refetch } = useQuery(orderDetailQuery(orderId, cardCopy));
  const entries = usePendingOrders();
  const pending = latestByOrder(entries).get(orderId);
  const waiting = waitingByOrder(entries).get(orderId);
  const notFound = isOrderNotFound(error) && !waiting;
  const shown = waiting ? waiting.meta.order : data;
  return { data: notFound ? undefined : shown, notFound, error: waiting ? null : error, refetch, pending };
}
