// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as routes from '@vd/contract/routes';
import { OFFLINE_API_CACHE } from '@vd/shared/offline';

const sw = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const apiReads = new RegExp(/const API_READS = \/(.+)\/;/.exec(sw)![1]!);

describe('service worker ↔ shared session contract', () => {
  it('caches API reads under the name the shared session deletes on sign-in and sign-out', () => {
    expect(sw).toContain(`const API_CACHE = '${OFFLINE_API_CACHE}';`);
  });

  it('keeps copies of reads only: never sign-in, token refresh, writes or the live poll', () => {
    const v1 = '/rest/localbig/api/v1';
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
      expect(apiReads.test(v1 + read), read).toBe(true);
    }
    const others = [
      routes.sendOtp,
      routes.verifyOtp,
      routes.refreshToken,
      routes.logout,
      routes.changeOrderStatus,
      routes.liveOrders,
      routes.placeOrder,
      routes.setShopStatus,
    ];
    for (const other of others.map((route) => route.path)) {
      expect(apiReads.test(v1 + other), other).toBe(false);
    }
  });
});
