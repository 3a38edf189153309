/**
 * The worker's answers to fetches (Workbox routing and strategies), by `cachingOf` (rules.ts):
 * - navigations, then the registry, runtime config and remote manifests: network-first, so a rollback
 *   is seen on the next load; offline, the copy kept last (every navigation as the shell document);
 * - hashed chunks of the host and the remotes: cache-first, they never change;
 * - the API reads of `@vd/contract/offline`: network-first into the API cache, keyed by URL and vendor,
 *   200 answers only, and a copy served only while the device is offline (or reports itself offline
 *   within `OFFLINE_SIGNAL_WAIT_MS` of the failure): online, an unreachable API stays an error, never
 *   old data passed off as current;
 * - anything else (the rest of the API, any write) goes straight to the network, never kept.
 */
import { untilOffline } from '@vd/contract/offline';
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  ASSET_CACHE,
  apiCacheKey,
  COPY_VENDOR_KEY,
  type Caching,
  cachingOf,
  SHELL_CACHE,
  SHELL_DOCUMENT,
  VENDOR_ID_HEADER,
  vendorOfApiCacheKey,
} from './rules';

declare const self: ServiceWorkerGlobalScope;

const answers =
  (caching: Caching): RouteMatchCallback =>
  ({ request }) =>
    cachingOf(request) === caching;

/** Keeps successful (2xx) answers only. */
const okAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
};

/** Every navigation's answer is kept, and offline served, as the shell document: the app routes in the page. */
const asShellDocument: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => new URL(SHELL_DOCUMENT, self.location.href).href,
};

async function copyVendor(cache: Cache): Promise<string> {
  const answer = await cache.match(COPY_VENDOR_KEY);
  return answer ? answer.text() : '';
}

/** For a read without a vendor: the copy of the vendor the cache holds. */
async function copyOfCacheVendor(keyUrl: string): Promise<Response | undefined> {
  const cache = await caches.open(API_CACHE);
  const vendor = await copyVendor(cache);
  return vendor ? cache.match(apiCacheKey(keyUrl, vendor)) : undefined;
}

/** The API reads' copies: per vendor, 200s only, and read only while the device is offline. */
const apiCopies: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, request.headers.get(VENDOR_ID_HEADER) ?? ''),
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
  // The vendor the copies belong to, for the reads a page opened offline makes before it knows it.
  cacheDidUpdate: async ({ request }) => {
    const vendor = vendorOfApiCacheKey(request.url);
    if (vendor) await (await caches.open(API_CACHE)).put(COPY_VENDOR_KEY, new Response(vendor));
  },
  // Called when the network failed (NetworkFirst without a timeout).
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    const copy = cachedResponse ?? (vendorOfApiCacheKey(request.url) ? undefined : await copyOfCacheVendor(request.url));
    if (!copy) return null;
    // Only a device that is offline gets the copy (the page shows the offline banner then). The worker
    // may still read a device that has just gone offline as online: it waits a moment for it to say so.
    return (await untilOffline(() => self.navigator.onLine === false)) ? copy : null;
  },
};

/**
 * Bounds on the caches, the least recently used entries going first: the API cache gains a copy per
 * order opened, the asset cache every release's chunks; both far beyond what one vendor's screens use.
 */
const apiCopiesBound = new ExpirationPlugin({ maxEntries: 500 });
const assetsBound = new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true });

registerRoute(answers('offline-read'), new NetworkFirst({ cacheName: API_CACHE, plugins: [apiCopies, apiCopiesBound] }));
registerRoute(answers('document'), new NetworkFirst({ cacheName: SHELL_CACHE, plugins: [okAnswers, asShellDocument] }));
registerRoute(answers('revalidated'), new NetworkFirst({ cacheName: SHELL_CACHE, plugins: [okAnswers] }));
registerRoute(answers('immutable'), new CacheFirst({ cacheName: ASSET_CACHE, plugins: [okAnswers, assetsBound] }));
