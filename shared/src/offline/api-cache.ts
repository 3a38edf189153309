/**
 * The host's service worker keeps the last answers of a few API reads (the vendor, orders,
 * categories, store products) in one Cache Storage cache, so the dashboard opened without a
 * connection shows what was loaded last (host/sw, the reads and the cache's name in
 * `@vd/contract/offline`). They are the shop's data: every change of who is signed in (sign-in,
 * sign-out, an expired session) deletes that cache.
 */
import { OFFLINE_API_CACHE } from '@vd/contract/offline';

export { OFFLINE_API_CACHE };

/** Deletes the offline copy of API answers. Never throws; a no-op where Cache Storage is missing. */
export function clearOfflineApiCache(): Promise<void> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (!storage) return Promise.resolve();
  return storage.delete(OFFLINE_API_CACHE).then(
    () => undefined,
    () => undefined,
  );
}
