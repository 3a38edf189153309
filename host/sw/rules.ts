/**
 * The service worker's rules as plain functions (no worker globals, so the host's unit tests run
 * them): its caches, the files it keeps from the install on, and which requests it answers how.
 */
import { isApiPath, OFFLINE_API_CACHE, offlineReadOf } from '@vd/contract/offline';

/** The shell document and the files fetched network-first (registry, config, manifests). */
export const SHELL_CACHE = 'vd-shell-v1';
/** Hashed, versioned chunks: they never change, so they are served from here first. */
export const ASSET_CACHE = 'vd-assets-v1';
/** The offline copy of the API reads (`@vd/contract/offline`); the page deletes it on sign-in and sign-out. */
export const API_CACHE = OFFLINE_API_CACHE;
/** The caches this worker uses; activating it deletes any other (an older worker's). */
export const WORKER_CACHES: readonly string[] = [SHELL_CACHE, ASSET_CACHE, API_CACHE];

/** What the install keeps: the shell document and its icons. */
export const SHELL_FILES: readonly string[] = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
/** The key every navigation's answer is kept under: the shell document, the same for every page. */
export const SHELL_DOCUMENT = '/';

/** The header naming the vendor an API read is made for; its copies are kept per vendor. */
export const VENDOR_ID_HEADER = 'X-Vendor-Id';
/**
 * The key under which the API cache holds the vendor its copies belong to (signing out deletes it
 * with them). A page opened offline reads its vendor from the copy too, so its first reads can leave
 * before it knows the vendor and carry no vendor header: offline, such a read gets this vendor's copy.
 */
export const COPY_VENDOR_KEY = '/__vd/copy-vendor';

/**
 * How the worker answers a request:
 * - `offline-read`: one of the API reads kept offline, network-first into the API cache;
 * - `document`: a navigation, network-first, kept as the shell document;
 * - `revalidated`: the remote registry, the runtime config and remote manifests, network-first, so
 *   a rollback (the registry repointed) is seen on the next load;
 * - `immutable`: a hashed `/static/` chunk of the host or a remote, cache-first;
 * - undefined: straight to the network, never kept (the rest of the API, any write).
 */
export type Caching = 'offline-read' | 'document' | 'revalidated' | 'immutable';

export interface RequestLike {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

const IMMUTABLE_ASSET = /\/static\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

export function cachingOf(request: RequestLike): Caching | undefined {
  if (request.method !== 'GET') return undefined;
  const { pathname } = new URL(request.url);
  if (isApiPath(pathname)) return offlineReadOf(request.method, pathname) ? 'offline-read' : undefined;
  if (request.mode === 'navigate') return 'document';
  if (pathname === '/remotes.json' || pathname === '/config.json' || pathname.endsWith('/mf-manifest.json')) return 'revalidated';
  if (IMMUTABLE_ASSET.test(pathname)) return 'immutable';
  return undefined;
}

const KEY_VENDOR_PARAM = '__vd_vendor';

/** The key of an API read's copy: its URL plus the vendor it was made for (empty when the read named none). */
export function apiCacheKey(url: string, vendor: string): string {
  const key = new URL(url);
  key.searchParams.set(KEY_VENDOR_PARAM, vendor);
  return key.toString();
}

/** The vendor an API cache key was made for ('' when the read named none). */
export function vendorOfApiCacheKey(key: string): string {
  return new URL(key).searchParams.get(KEY_VENDOR_PARAM) ?? '';
}
