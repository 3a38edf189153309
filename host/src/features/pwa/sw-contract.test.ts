// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFLINE_API_CACHE } from '@vd/shared/offline';

const sw = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const apiReads = new RegExp(/const API_READS = \/(.+)\/;/.exec(sw)![1]!);

describe('service worker ↔ shared session contract', () => {
  it('caches API reads under the name the shared session deletes on sign-in and sign-out', () => {
    expect(sw).toContain(`const API_CACHE = '${OFFLINE_API_CACHE}';`);
  });

  it('keeps copies of reads only: never sign-in, token refresh, writes or the live poll', () => {
    const v1 = '/rest/localbig/api/v1/';
    for (const read of ['vendor', 'orders/vendor', 'order/details', 'category', 'vendor/store/products', 'vendor/store/products/p1']) {
      expect(apiReads.test(v1 + read), read).toBe(true);
    }
    for (const other of ['auth/otp/send', 'auth/otp/verify', 'auth/token/refresh', 'auth/logout', 'order/status', 'orders/vendor/live', 'customer/orders']) {
      expect(apiReads.test(v1 + other), other).toBe(false);
    }
  });
});
