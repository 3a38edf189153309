import type { AreaPrefetchContext } from '@vd/shared/contract';
import { resolveScreen } from '@vd/shared/router';
import { ordersListQuery } from '../features/orders/api/orders';
import { summaryQuery } from '../features/orders/api/summary';
import { parseStatusFilter } from '../features/orders/model/filter';
import { SCREENS } from './screens';

/**
 * The orders area's first reads, started by the host before the area renders: on
 * the list (`/`, `?status=`), the first page of the list of that status and the Today summary — the
 * same queries, with the same keys, that the list screen reads. The order detail reads on its own.
 */
export function prefetchOrders({ client, pathname, search }: AreaPrefetchContext): void {
  if (resolveScreen(pathname, SCREENS)?.key === 'detail') return;
  const { status } = parseStatusFilter(new URLSearchParams(search).get('status'));
  void client.prefetchInfiniteQuery(ordersListQuery(status));
  void client.prefetchQuery(summaryQuery());
}
