/** GET orders/vendor/summary: the Today figures and the last seven India days. */
import * as routes from '@vd/contract/routes';
import type { RouteReply } from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { queryKeys, queryOptions, refetchUnlessJustRead } from '@vd/shared/data';

export type OrderSummary = RouteReply<typeof routes.orderSummary>;

export function summaryQuery() {
  return queryOptions({
    queryKey: queryKeys.orders.summary(),
    queryFn: ({ signal }) => callApi(routes.orderSummary, {}, { signal }),
    // Read on every visit (not again moments after the area's prefetch); a status
    // change (afterOrderChange) and the live poll invalidate it too.
    staleTime: 0,
    refetchOnMount: refetchUnlessJustRead,
  });
}
