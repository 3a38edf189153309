/**
 * What the host's service worker keeps for a vendor without a connection: the last 200 answer of a
 * few API reads, in one Cache Storage cache. The worker (`host/sw`) takes the reads and the cache's
 * name from here, and the page (`@vd/shared/offline`) the name it deletes whenever who is signed in
 * changes. Everything else of the API (sign-in, token refresh, writes, the live poll) is never kept.
 * Plain data and string matching, no DOM: the worker, the page and the tests import it alike.
 */
import { API_BASE_PATH, ROUTES, type Route, type RouteId } from './routes.js';

/** The Cache Storage cache holding the API answers; the page deletes it on sign-in and sign-out. */
export const OFFLINE_API_CACHE = 'vd-api-v1';

/**
 * A copy is served only while the device is offline. When a read fails while the device still looks
 * online, the worker waits this long for it to report itself offline before passing the failure on.
 * `navigator.onLine` follows the connection a moment late: a read can fail as the connection drops,
 * before the browser has told the worker, and while a page (re)loads the worker can read the device
 * as online for a few milliseconds although it is offline. Without the wait such a read got the
 * network's error although its copy was kept, and the page, offline by then, did not ask again. An
 * API that cannot be reached while the device stays online still gets its error, this much later.
 */
export const OFFLINE_SIGNAL_WAIT_MS = 1500;

/**
 * Resolves true as soon as `isOffline()` says so (asked now, then every `everyMs`), false when it
 * has not within `withinMs`.
 */
export function untilOffline(isOffline: () => boolean, withinMs: number = OFFLINE_SIGNAL_WAIT_MS, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  return new Promise((resolve) => {
    const ask = () => {
      if (isOffline()) resolve(true);
      else if (Date.now() >= deadline) resolve(false);
      else setTimeout(ask, Math.min(everyMs, deadline - Date.now()));
    };
    ask();
  });
}

/**
 * The reads whose last answer a vendor sees offline: the vendor, the orders list and an order's
 * details, the categories, the store's products (the list and one product), and the pricing list
 * with its categories, so the prices a vendor saved offline show over them. Each is a GET.
 */
export const OFFLINE_READ_IDS = [
  'getVendor',
  'listOrders',
  'orderDetails',
  'listCategories',
  'listStoreProducts',
  'getStoreProduct',
  'listPricingProducts',
  'listPricingCategories',
] as const satisfies readonly RouteId[];

export type OfflineReadId = (typeof OFFLINE_READ_IDS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a URL path is the API's (under any service base URL): it has the base path's first segment (`/rest/`). */
export function isApiPath(pathname: string): boolean {
  return pathname.includes(`/${API_BASE_PATH.split('/')[1]}/`);
}

interface OfflineRead {
  route: Route;
  /** The route's path as the tail of a URL path, behind the version segments every base path ends with (`/api/v1`). */
  pattern: RegExp;
}

let offlineReads: readonly OfflineRead[] | undefined;

/** The offline reads with their URL patterns, made on the first match (the page imports this module for the cache's name only). */
function readsWithPatterns(): readonly OfflineRead[] {
  const version = escapeRegExp(API_BASE_PATH.slice(API_BASE_PATH.lastIndexOf('/api/')));
  // `:name` is one segment, the rest literal.
  const tail = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  offlineReads ??= OFFLINE_READ_IDS.map((id) => ({ route: ROUTES[id], pattern: new RegExp(`${version}${tail(ROUTES[id].path).join('/')}$`) }));
  return offlineReads;
}

/** The offline read a request is (its method and URL path), or undefined when its answer is never kept. */
export function offlineReadOf(method: string, pathname: string): Route | undefined {
  if (method !== 'GET' || !isApiPath(pathname)) return undefined;
  return readsWithPatterns().find(({ route, pattern }) => route.method === method && pattern.test(pathname))?.route;
}
