import * as routes from '@vd/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../config/runtimeConfig';
import { setVendor } from '../session/atoms';
import { refreshVendor } from '../session/session';
import { testVendor } from '../session/vendor.fixture';
import { callApi, callApiResponse, routeUrl } from './call';
import {
  addEarlyReads,
  clearEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  EARLY_READ_WAIT_MS,
  earlyReadsHandedOver,
  expectEarlyReads,
  requestKey,
  takeEarlyRead,
} from './early-reads';
import { installMockAdapter, type RecordedRequest } from './testAdapter';

let restore: () => void = () => {};
let requests: RecordedRequest[] = [];

const VENDOR = { id: 'v-7', shopName: 'Early Store', contactNo: '+919876543210', status: 'Approved', userType: 'vendor' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('sessionToken', 's1');
  localStorage.setItem('token', 's1');
  localStorage.setItem('contactNo', '9876543210');
  setVendor(null);
  const installed = installMockAdapter(() => ({ status: 200, data: { ...VENDOR, shopName: 'From the network' } }));
  restore = installed.restore;
  requests = installed.requests;
});
afterEach(() => {
  vi.useRealTimers();
  restore();
  clearEarlyReads();
  resetRuntimeConfig();
});

const vendorUrl = () => `${routeUrl(routes.getVendor)}?mobileNo=${encodeURIComponent('+919876543210')}`;
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));
const early = (overrides: Record<string, unknown> = {}) => ({
  url: vendorUrl(),
  token: 's1',
  vendorId: null,
  at: Date.now(),
  response: answer(VENDOR),
  ...overrides,
});

describe('early reads: index.html’s requests answer the client’s same GET (issue 25, decision 0063)', () => {
  it('answers the vendor read from the early request, without a request of its own, once', async () => {
    addEarlyReads([early()]);
    await expect(refreshVendor()).resolves.toMatchObject({ id: 'v-7', shopName: 'Early Store' });
    expect(requests).toHaveLength(0);
    // Used once: the next read asks the network.
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    expect(requests).toHaveLength(1);
  });

  it('passes the answer’s headers on (e.g. a list’s X-Next-Page)', async () => {
    const url = `${routeUrl(routes.listOrders)}?status=Pending&pageNo=0&pageSize=20`;
    addEarlyReads([early({ url, response: answer([], 200, { 'X-Next-Page': '1' }) })]);
    const response = await callApiResponse(routes.listOrders, { query: { pageSize: 20, pageNo: 0, status: 'Pending' } as never });
    expect(response.headers['x-next-page']).toBe('1');
    expect(requests).toHaveLength(0);
  });

  it('is dropped when it is handed over after the client read the same URL itself: it never answers a later read with older data', async () => {
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    addEarlyReads([early()]);
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    expect(requests).toHaveLength(2);
  });

  it('is not used for another token, another URL, or when older than the limit', async () => {
    addEarlyReads([
      early({ token: 'someone-else' }),
      early({ url: `${routeUrl(routes.getVendor)}?mobileNo=${encodeURIComponent('+919800000000')}` }),
      early({ at: Date.now() - EARLY_READ_MAX_AGE_MS - 1 }),
    ]);
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    expect(requests).toHaveLength(1);
  });

  it("is not used for another shop than the session's; a read made before the vendor was known takes the one made for the token's vendor", async () => {
    const url = `${routeUrl(routes.listOrders)}?status=Pending&pageNo=0&pageSize=20`;
    const list = () => callApi(routes.listOrders, { query: { pageSize: 20, pageNo: 0, status: 'Pending' } as never });
    setVendor(testVendor({ id: 'v-7' }));
    addEarlyReads([early({ url, vendorId: 'v-9', response: answer([{ orderId: 'of v-9' }]) })]);
    await list();
    expect(requests).toHaveLength(1);
    clearEarlyReads();
    // The screen rendered before the vendor's record was in the session: no X-Vendor-Id on its read.
    setVendor(null);
    addEarlyReads([early({ url, vendorId: 'v-7', response: answer([{ orderId: 'early' }]) })]);
    await expect(list()).resolves.toEqual([{ orderId: 'early' }]);
    expect(requests).toHaveLength(1);
  });

  it("a GET made while index.html's reads are still being handed over waits for them, and is answered by the boot script's (decision 0067)", async () => {
    let handOver: () => void = () => undefined;
    const handoff = new Promise<void>((resolve) => {
      handOver = () => {
        addEarlyReads([early()]);
        resolve();
      };
    });
    expectEarlyReads(handoff);
    const read = refreshVendor();
    await Promise.resolve();
    expect(requests).toHaveLength(0);
    handOver();
    await expect(read).resolves.toMatchObject({ shopName: 'Early Store' });
    expect(requests).toHaveLength(0);
  });

  it('waits at most EARLY_READ_WAIT_MS for a handover that does not come', async () => {
    vi.useFakeTimers();
    expectEarlyReads(new Promise(() => undefined));
    let settled = false;
    void earlyReadsHandedOver()?.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(EARLY_READ_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    // Nothing expected (none, or all handed over): no wait at all.
    clearEarlyReads();
    expect(earlyReadsHandedOver()).toBeUndefined();
    const handed = Promise.resolve();
    expectEarlyReads(handed);
    await vi.advanceTimersByTimeAsync(0);
    expect(earlyReadsHandedOver()).toBeUndefined();
  });

  it('sends the request itself when the early one failed or did not answer 200', async () => {
    addEarlyReads([early({ response: Promise.reject(new TypeError('offline')) })]);
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    addEarlyReads([early({ response: answer({ message: 'expired' }, 401) })]);
    await expect(refreshVendor()).resolves.toMatchObject({ shopName: 'From the network' });
    expect(requests).toHaveLength(2);
  });

  it('is never used for a write', async () => {
    setVendor(testVendor());
    addEarlyReads([early({ url: routeUrl(routes.setLanguage), vendorId: testVendor().id })]);
    await callApi(routes.setLanguage, { body: { language: 'hi' } });
    expect(requests).toHaveLength(1);
  });

  it('matches a URL whatever the order of its query, and leaves out what is malformed', () => {
    expect(requestKey('http://a.test/v1/x/?b=2&a=1')).toBe(requestKey('http://a.test/v1/x?a=1&b=2'));
    addEarlyReads([{ url: 'http://a.test/v1/x?b=2&a=1', token: 't', vendorId: null, at: Date.now(), response: answer({}) }, { url: 5 }, null]);
    expect(takeEarlyRead('http://a.test/v1/x?a=1&b=2', 't', null)).toBeInstanceOf(Promise);
    expect(takeEarlyRead('http://a.test/v1/x?a=1&b=2', 't', null)).toBeUndefined();
    addEarlyReads('not a list');
  });
});
