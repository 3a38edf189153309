import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVendor as vendorRoute, routePath } from '@vd/contract/routes';
import { earlyVendorUrl, startEarlyVendorRead, takeEarlyVendorRead } from './early-vendor';

const BASE = 'https://api.example.in/rest/localbig/api/v1';
const CONFIG = { services: { vendor: `${BASE}/` } };
const VENDOR_URL = `${BASE}${routePath(vendorRoute)}?mobileNo=%2B919876543210`;

afterEach(() => {
  localStorage.clear();
  takeEarlyVendorRead();
});

describe("the early read of the vendor's record", () => {
  it('is GET vendor with the number in E.164, on the service config.json names', () => {
    expect(earlyVendorUrl(CONFIG, '9876543210')).toBe(VENDOR_URL);
    expect(earlyVendorUrl(CONFIG, '12345')).toBeUndefined();
    expect(earlyVendorUrl({ services: {} }, '9876543210')).toBeUndefined();
    expect(earlyVendorUrl('not a config', '9876543210')).toBeUndefined();
  });

  it('is made with the stored token once config.json is in, and handed over once', async () => {
    localStorage.setItem('sessionToken', 'tok');
    localStorage.setItem('contactNo', '9876543210');
    const answer = new Response('{}');
    const doFetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer));
    startEarlyVendorRead(Promise.resolve(new Response(JSON.stringify(CONFIG))), doFetch as unknown as typeof fetch);
    await expect(takeEarlyVendorRead()).resolves.toBe(answer);
    expect(takeEarlyVendorRead()).toBeUndefined();
    expect(doFetch).toHaveBeenCalledWith(VENDOR_URL, { headers: { sessionToken: 'tok' } });
  });

  it('is not made without a stored session, and gives nothing when config.json fails', async () => {
    const doFetch = vi.fn();
    startEarlyVendorRead(Promise.resolve(new Response(JSON.stringify(CONFIG))), doFetch as unknown as typeof fetch);
    expect(takeEarlyVendorRead()).toBeUndefined();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('contactNo', '9876543210');
    startEarlyVendorRead(Promise.reject(new TypeError('offline')), doFetch as unknown as typeof fetch);
    await expect(takeEarlyVendorRead()).resolves.toBeUndefined();
    expect(doFetch).not.toHaveBeenCalled();
  });
});
