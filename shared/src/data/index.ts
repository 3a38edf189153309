/**
 * @vd/shared/data — the page's data layer runtime (TanStack Query): the one
 * QueryClient's provider and defaults, `QueryState`, the keys and invalidations that cross areas, and
 * the live-orders poll the host's header badge runs. An area's own reads and writes live in the area
 * (`remote-<area>/src/features/<feature>/api/`, or `src/lib/api/` when several of its features use
 * them). Not reached by the login page: the host imports it in the signed-in layout only.
 */
export { queryKeys } from './keys';
export { afterCatalogChange } from './invalidate';
export {
  DEFAULT_QUERY_OPTIONS,
  DEFAULT_STALE_MS,
  JUST_READ_MS,
  QUERY_RETRIES,
  QUERY_RETRY_DELAY_MS,
  createQueryClient,
  refetchUnlessJustRead,
  shouldRetryQuery,
} from './defaults';
export { DataProvider } from './DataProvider';
export { QueryState } from './QueryState';
export type { QueryStateProps, QueryView } from './QueryState';
export { useOnline } from './online';
export {
  LIVE_POLL_HIDDEN_MS,
  LIVE_POLL_MS,
  detectNewOrder,
  fetchLiveSummary,
  liveOrdersQuery,
  livePollInterval,
  ordersChanged,
  parseLiveSummary,
  requestLiveOrdersRefresh,
  useLiveOrders,
} from './live-orders';
export type { LiveOrdersSummary, NewestOrder, UseLiveOrdersOptions } from './live-orders';

// The react-query API the areas use (apps do not depend on @tanstack/react-query themselves).
export {
  QueryClient,
  QueryObserver,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
