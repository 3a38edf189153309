/**
 * The host's service worker keeps the last answers of a few API reads (the vendor, orders,
 * categories, store products) in one Cache Storage cache, so the dashboard opened without a
 * connection shows what was loaded last (host/public/sw.js). They are the shop's data: every
 * change of who is signed in (sign-in, sign-out, an expired session) deletes that cache.
 */
export const OFFLINE_API_CACHE = 'vd-api-v1';

/** Deletes the offline copy of API answers. Never throws; a no-op where Cache Storage is missing. */
export function clearOfflineApiCache(): Promise<void> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (!storage) return Promise.resolve();
  return storage.delete(OFFLINE_API_CACHE).then(
    () => undefined,
    () => undefined,
  );
}
