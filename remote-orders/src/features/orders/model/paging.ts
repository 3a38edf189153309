import type { Order } from '@vd/shared/session';
import { sortNewestFirst } from './order-fields';

/**
 * The orders of every page loaded so far ("Load more" appends the X-Next-Page page), newest first,
 * each order once (an order can move between pages while the vendor pages through).
 */
export function mergeOrderPages<T extends Pick<Order, 'orderId' | 'orderDate'>>(pages: readonly { orders: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const page of pages) {
    for (const order of page.orders) {
      if (seen.has(order.orderId)) continue;
      seen.add(order.orderId);
      all.push(order);
    }
  }
  return sortNewestFirst(all);
}
