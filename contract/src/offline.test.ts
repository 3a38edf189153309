import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiPath, OFFLINE_READ_IDS, OFFLINE_SIGNAL_WAIT_MS, offlineReadOf, untilOffline } from './offline.js';
import * as routes from './routes.js';

const v1 = routes.API_BASE_PATH;
const legacy = routes.LEGACY_API_BASE_PATH;

describe('the reads the service worker keeps offline', () => {
  it('are GET routes of the contract', () => {
    for (const id of OFFLINE_READ_IDS) expect(routes.ROUTES[id].method, id).toBe('GET');
  });

  it('matches each read under either base path and behind any origin path, path parameters filled in', () => {
    const paths = OFFLINE_READ_IDS.map((id) => routes.routePath(routes.ROUTES[id], { productId: 'p-1' }));
    for (const [index, path] of paths.entries()) {
      const id = OFFLINE_READ_IDS[index];
      expect(offlineReadOf('GET', v1 + path)?.id, path).toBe(id);
      expect(offlineReadOf('GET', legacy + path)?.id, path).toBe(id);
      expect(offlineReadOf('GET', `/gateway${v1}${path}`)?.id, path).toBe(id);
    }
  });

  it('names the vendor, orders, order details, categories, store products and the pricing reads', () => {
    expect([...OFFLINE_READ_IDS].sort()).toEqual(
      [
        routes.getVendor,
        routes.listOrders,
        routes.orderDetails,
        routes.listCategories,
        routes.listStoreProducts,
        routes.getStoreProduct,
        routes.listPricingProducts,
        routes.listPricingCategories,
      ]
        .map((route) => route.id)
        .sort(),
    );
  });

  it('never keeps sign-in, token refresh, sign-out, the live poll or the other reads', () => {
    const never = [
      routes.sendOtp,
      routes.verifyOtp,
      routes.refreshToken,
      routes.logout,
      routes.liveOrders,
      routes.countOrders,
      routes.orderSummary,
      routes.listGallery,
      routes.listHolidays,
      routes.listSupportMessages,
      routes.geoSearch,
      routes.health,
    ];
    for (const route of never) expect(offlineReadOf(route.method, v1 + route.path), route.id).toBeUndefined();
  });

  it('never keeps a write, also on the path of a read', () => {
    const writes = Object.values(routes.ROUTES).filter((route) => route.method !== 'GET');
    expect(writes.map((route) => route.id)).toEqual(expect.arrayContaining(['updateVendor', 'savePrices', 'changeOrderStatus', 'placeOrder']));
    for (const route of writes) {
      const path = v1 + routes.routePath(route, { productId: 'p-1', imageId: 'i-1', holidayId: 'h-1', staffId: 's-1' });
      expect(offlineReadOf(route.method, path), route.id).toBeUndefined();
    }
    // PUT /vendor and PUT /vendor/products share the paths of two reads.
    expect(offlineReadOf('PUT', v1 + routes.updateVendor.path)).toBeUndefined();
    expect(offlineReadOf('PUT', v1 + routes.savePrices.path)).toBeUndefined();
  });

  it('matches whole paths of the API only', () => {
    expect(offlineReadOf('GET', `${v1}/vendor/`)).toBeUndefined();
    expect(offlineReadOf('GET', `${v1}/vendor/store/products/p-1/images`)).toBeUndefined();
    expect(offlineReadOf('GET', `${v1}/myvendor`)).toBeUndefined();
    // The host's own pages share words with the API's paths.
    expect(offlineReadOf('GET', '/vendor')).toBeUndefined();
    expect(offlineReadOf('GET', '/api/v1/vendor')).toBeUndefined();
    expect(isApiPath(`${v1}/orders/vendor/live`)).toBe(true);
    expect(isApiPath('/orders')).toBe(false);
  });
});

describe('waiting for the device to report itself offline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once for a device already offline', async () => {
    await expect(untilOffline(() => true)).resolves.toBe(true);
  });

  it('answers as soon as the device reports itself offline within the wait', async () => {
    vi.useFakeTimers();
    let online = true;
    let answer: boolean | undefined;
    void untilOffline(() => !online, 1500, 50).then((offline) => {
      answer = offline;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(answer).toBeUndefined();
    online = false;
    await vi.advanceTimersByTimeAsync(50);
    expect(answer).toBe(true);
  });

  it('gives up after the wait for a device that stays online', async () => {
    vi.useFakeTimers();
    let answer: boolean | undefined;
    void untilOffline(() => false).then((offline) => {
      answer = offline;
    });
    await vi.advanceTimersByTimeAsync(OFFLINE_SIGNAL_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });

  it('waits a moment, not long: an unreachable API online still gets its error', () => {
    expect(OFFLINE_SIGNAL_WAIT_MS).toBeGreaterThanOrEqual(500);
    expect(OFFLINE_SIGNAL_WAIT_MS).toBeLessThanOrEqual(2000);
  });
});
