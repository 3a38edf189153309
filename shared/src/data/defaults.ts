/**
 * The page's QueryClient and its default options.
 *
 * - Reads use `networkMode: 'offlineFirst'`: the first attempt always goes out, so the service
 *   worker can answer it from its offline copy while the device is offline; with
 *   TanStack's default ('online') a query would not even be sent offline and the copy never read.
 * - Writes use `networkMode: 'always'`: an action offline fails at once with 'No Internet
 *   Connection' and loses nothing (actions are never queued).
 * - A failed read is retried once after a second, unless it is a 4xx (the answer will not change),
 *   a cancelled request, or the device is offline (then the screen says 'No Internet Connection'
 *   with Retry at once instead of waiting for the network).
 * - Answers stay fresh for 30 s unless a query says otherwise; nothing refetches on window focus
 *   (the live poll keeps the orders current; the catalogue changes rarely), but stale reads
 *   refetch when the device comes back online.
 */
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError, isCancelledRequest } from '../api/errors';

/** Attempts after the first for a failing read. */
export const QUERY_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 1000;
/** How long an answer counts as current when a query sets nothing else. */
export const DEFAULT_STALE_MS = 30_000;

/**
 * A read this recent is not made again when its screen mounts: the area's prefetch made it while
 * the page was starting. Reads made on every visit (`staleTime: 0`) take
 * `refetchOnMount: refetchUnlessJustRead`, so the first screen does not read twice.
 */
export const JUST_READ_MS = 3_000;

/** `refetchOnMount` for reads made on every visit: again, unless the page read it in the last `JUST_READ_MS`. */
export function refetchUnlessJustRead(query: { state: { dataUpdatedAt: number } }, now: number = Date.now()): boolean {
  return now - query.state.dataUpdatedAt > JUST_READ_MS;
}

function deviceOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Whether a failed read should be tried again (see the module comment). */
export function shouldRetryQuery(failureCount: number, error: unknown, online: boolean = deviceOnline()): boolean {
  if (failureCount >= QUERY_RETRIES || !online || isCancelledRequest(error)) return false;
  if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) return false;
  return true;
}

export const DEFAULT_QUERY_OPTIONS = {
  queries: {
    networkMode: 'offlineFirst',
    retry: (failureCount, error) => shouldRetryQuery(failureCount, error),
    retryDelay: QUERY_RETRY_DELAY_MS,
    staleTime: DEFAULT_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  },
  mutations: {
    networkMode: 'always',
    retry: false,
  },
} satisfies DefaultOptions;

/** One per page: the host creates it for the signed-in layout; a standalone remote creates its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: DEFAULT_QUERY_OPTIONS });
}
