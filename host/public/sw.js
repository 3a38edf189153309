/* Vendor Dashboard service worker.
 * - Precaches only the shell document and its icons.
 * - Navigations, the remote registry, runtime config and remote manifests go network-first,
 *   so a rollback (registry repointed) is seen on the next load; offline falls back to cache.
 * - Hashed, versioned chunks (host and remote /static/) are cache-first: they never change.
 * - A few API reads (the vendor, orders list and detail, categories, store products) go
 *   network-first into API_CACHE, keyed by URL and X-Vendor-Id, so a vendor who opens the app
 *   without a connection sees what was loaded last (only while the device is offline). Only 200
 *   answers are kept; sign-in, sign-out and an expired session delete the cache
 *   (shared/src/offline/api-cache.ts). Nothing else of the API (sign-in, token refresh, writes,
 *   the live poll) is ever cached. Decision 0009. The pricing reads (vendor/products and its
 *   categories) are kept too, so the prices a vendor saved offline show over them (decision 0057).
 * - Background sync ('vd-outbox', where the browser has it): when the network is back, the open
 *   pages are asked to send the writes kept in their outbox (the session stays in the page).
 */
const SHELL_CACHE = 'vd-shell-v1';
const ASSET_CACHE = 'vd-assets-v1';
const API_CACHE = 'vd-api-v1';
const API_READS = /\/api\/v1\/(vendor|orders\/vendor|order\/details|category|vendor\/store\/products(\/[^/]+)?|vendor\/products(\/categories)?)$/;
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== ASSET_CACHE && k !== API_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function isNetworkFirst(url) {
  return url.pathname === '/remotes.json' || url.pathname === '/config.json' || url.pathname.endsWith('/mf-manifest.json');
}

function isImmutableAsset(url) {
  return /\/static\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(url.pathname);
}

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && request.method === 'GET') cache.put(fallbackUrl || request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl || request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

/** The cache key of an API read: its URL plus the vendor it was made for. */
function apiCacheKey(request, vendor = request.headers.get('X-Vendor-Id') || '') {
  const url = new URL(request.url);
  url.searchParams.set('__vd_vendor', vendor);
  return url.toString();
}

/**
 * The vendor whose answers the copy holds, kept in the same cache (signing out deletes both). A page
 * opened offline reads its vendor from the copy too, so its first reads can leave before it knows the
 * vendor and carry no X-Vendor-Id: offline, such a read is answered from this vendor's copy.
 */
const CURRENT_VENDOR = '/__vd/copy-vendor';

async function apiNetworkFirst(event) {
  const { request } = event;
  const key = apiCacheKey(request);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      const vendor = request.headers.get('X-Vendor-Id');
      event.waitUntil(
        caches
          .open(API_CACHE)
          .then((cache) => Promise.all([cache.put(key, copy), vendor ? cache.put(CURRENT_VENDOR, new Response(vendor)) : undefined]))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    // Only a device that is offline gets the copy (the page shows the offline banner then). Online,
    // an unreachable API stays an error, never old data passed off as current.
    if (self.navigator.onLine === false) {
      const cache = await caches.open(API_CACHE);
      const cached = await cache.match(key);
      if (cached) return cached;
      if (!request.headers.get('X-Vendor-Id')) {
        const vendor = await cache.match(CURRENT_VENDOR).then((answer) => (answer ? answer.text() : ''));
        const copy = vendor ? await cache.match(apiCacheKey(request, vendor)) : undefined;
        if (copy) return copy;
      }
    }
    throw error;
  }
}

// The outbox's writes carry the page's session, which the worker does not hold: it wakes the pages.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'vd-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'vd-outbox-flush' });
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.pathname.includes('/rest/')) {
    if (API_READS.test(url.pathname)) event.respondWith(apiNetworkFirst(event));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/'));
    return;
  }
  if (isNetworkFirst(url)) {
    event.respondWith(networkFirst(request));
    return;
  }
  if (isImmutableAsset(url)) {
    event.respondWith(cacheFirst(request));
  }
});
