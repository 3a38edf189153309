// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as routes from '@vd/contract/routes';
import { OFFLINE_API_CACHE } from '@vd/shared/offline';
import { API_CACHE, apiCacheKey, cachingOf, type RequestLike, SHELL_FILES, vendorOfApiCacheKey, WORKER_CACHES } from '../../../sw/rules';

const HOST = 'https://vendor.example';
const API = `https://api.example${routes.API_BASE_PATH}`;
const get = (url: string, mode = 'cors'): RequestLike => ({ method: 'GET', mode, url });

describe('service worker ↔ page contract', () => {
  it('caches API reads under the name the shared session deletes on sign-in and sign-out', () => {
    expect(API_CACHE).toBe(OFFLINE_API_CACHE);
  });

  it('keeps the cache names of the installed workers, so their copies stay and no other cache survives an update', () => {
    expect(WORKER_CACHES).toEqual(['vd-shell-v1', 'vd-assets-v1', 'vd-api-v1']);
  });

  it('installs with the shell document and its icons', () => {
    expect(SHELL_FILES).toEqual(['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png']);
  });
});

describe('what the service worker answers how', () => {
  it('keeps copies of the offline reads, under either base path', () => {
    const reads = [
      routes.getVendor,
      routes.listOrders,
      routes.orderDetails,
      routes.listCategories,
      routes.listStoreProducts,
      routes.listPricingProducts,
      routes.listPricingCategories,
    ].map((route) => route.path);
    for (const read of [...reads, routes.routePath(routes.getStoreProduct, { productId: 'p1' })]) {
      expect(cachingOf(get(API + read)), read).toBe('offline-read');
      expect(cachingOf(get(`https://api.example${routes.LEGACY_API_BASE_PATH}${read}?page=2`)), read).toBe('offline-read');
    }
  });

  it('never keeps sign-in, token refresh, writes or the live poll', () => {
    const others = [
      routes.sendOtp,
      routes.verifyOtp,
      routes.refreshToken,
      routes.logout,
      routes.changeOrderStatus,
      routes.liveOrders,
      routes.placeOrder,
      routes.setShopStatus,
      routes.updateVendor,
      routes.savePrices,
    ];
    for (const route of others) {
      expect(cachingOf({ method: route.method, mode: 'cors', url: API + route.path }), route.id).toBeUndefined();
    }
  });

  it('leaves the rest of the API to the network, also what looks like a page or a chunk', () => {
    expect(cachingOf(get(`${API}${routes.listGallery.path}`))).toBeUndefined();
    expect(cachingOf(get(`${API}/static/js/index.0123abcd.js`))).toBeUndefined();
    expect(cachingOf(get(`${HOST}${routes.API_BASE_PATH}${routes.liveOrders.path}`, 'navigate'))).toBeUndefined();
  });

  it('answers navigations network-first as the shell document', () => {
    expect(cachingOf(get(`${HOST}/`, 'navigate'))).toBe('document');
    expect(cachingOf(get(`${HOST}/orders?status=pending`, 'navigate'))).toBe('document');
  });

  it('revalidates the registry, the runtime config and remote manifests', () => {
    expect(cachingOf(get(`${HOST}/remotes.json`))).toBe('revalidated');
    expect(cachingOf(get(`${HOST}/config.json`))).toBe('revalidated');
    expect(cachingOf(get('https://remotes.example/releases/orders/1.0.0-3a61c854/mf-manifest.json'))).toBe('revalidated');
  });

  it('serves hashed chunks of the host and the remotes from the cache first, nothing unversioned', () => {
    expect(cachingOf(get(`${HOST}/static/js/index.0123abcd.js`))).toBe('immutable');
    expect(cachingOf(get('https://remotes.example/releases/store/1.0.0-225bd652/static/css/async/12.89abcdef.css'))).toBe('immutable');
    expect(cachingOf(get(`${HOST}/static/js/index.js`))).toBeUndefined();
    expect(cachingOf(get(`${HOST}/icons/icon-192.png`))).toBeUndefined();
    expect(cachingOf(get(`${HOST}/sw.js`))).toBeUndefined();
    expect(cachingOf({ method: 'POST', mode: 'cors', url: `${HOST}/static/js/index.0123abcd.js` })).toBeUndefined();
  });
});

describe('the key of an API copy', () => {
  it('is the URL and the vendor the read was made for, its query kept', () => {
    const url = `${API}${routes.orderDetails.path}?orderId=o-1`;
    const key = apiCacheKey(url, 'v-1');
    expect(key).not.toBe(apiCacheKey(url, 'v-2'));
    expect(new URL(key).searchParams.get('orderId')).toBe('o-1');
    expect(vendorOfApiCacheKey(key)).toBe('v-1');
    expect(vendorOfApiCacheKey(apiCacheKey(url, ''))).toBe('');
  });

  it('is the one an installed worker wrote, so its copies are still found', () => {
    const url = API + routes.getVendor.path;
    expect(apiCacheKey(url, 'v-1')).toBe(`${url}?__vd_vendor=v-1`);
  });
});
