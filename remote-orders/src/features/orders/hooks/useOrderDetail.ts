import { useLocation } from '@vd/shared/router';
import { orderDetailQuery, type VendorOrder } from '../api/orders';
import { useQuery } from '@vd/shared/data';
import { isOrderNotFound, orderFromNavigation } from '../model/detail-view';

export interface OrderDetail {
  /** The order (the card's copy until the fetch answers); undefined while loading or not found. */
  data: VendorOrder | undefined;
  notFound: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** /orders/{orderId}: always fetched (reload and deep links work); the tapped card's copy shows meanwhile. */
export function useOrderDetail(orderId: string): OrderDetail {
  const location = useLocation();
  const cardCopy = orderFromNavigation<VendorOrder>(location.state, orderId);
  const { data, error, refetch } = useQuery(orderDetailQuery(orderId, cardCopy));
  const notFound = isOrderNotFound(error);
  return { data: notFound ? undefined : data, notFound, error, refetch };
}
