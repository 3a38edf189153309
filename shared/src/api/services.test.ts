import * as routes from '@vd/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../session/atoms';
import { authApi, normalizeVendor, vendorApi } from './services';
import { isApiError } from './errors';
import { signOut } from '../session/session';
import { clearStoredTokens, readDeviceToken } from '../storage/storage';
import { installMockAdapter, type MockHandler } from './testAdapter';

let restore: () => void = () => {};
function mock(handler: MockHandler) {
  const installed = installMockAdapter(handler);
  restore = installed.restore;
  return installed.requests;
}

const BASE = 'http://localhost:8080/rest/localbig/api/v1';

beforeEach(() => localStorage.clear());
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('authApi', () => {
  it('sendOtp posts the +91 number with role VENDOR', async () => {
    const requests = mock(() => ({ status: 200, data: { successMsg: 'OTP sent' } }));
    await expect(authApi.sendOtp('9876543210')).resolves.toEqual({ successMsg: 'OTP sent' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}${routes.sendOtp.path}?phoneNumber=%2B919876543210&role=VENDOR`,
    });
  });

  it('sendOtp rejects with the server code (NOT_REGISTERED)', async () => {
    mock(() => ({ status: 404, data: { statusCode: 404, code: 'NOT_REGISTERED', message: 'Not registered' } }));
    const error = await authApi.sendOtp('9876543219').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('NOT_REGISTERED');
  });

  it('verifyOtp stores tokens, the token mirror and the 10-digit contactNo', async () => {
    const requests = mock(() => ({
      status: 200,
      data: { sessionToken: 's1', refreshToken: 'r1', expiresIn: 900, userType: 'vendor', vendorId: 7 },
    }));
    const result = await authApi.verifyOtp('9876543210', '123456');
    expect(result).toEqual({ sessionToken: 's1', refreshToken: 'r1', expiresIn: 900, userType: 'vendor', vendorId: 7 });
    expect(requests[0]!.url).toBe(`${BASE}${routes.verifyOtp.path}?phoneNumber=%2B919876543210&otp=123456&role=VENDOR`);
    expect(localStorage.getItem('sessionToken')).toBe('s1');
    expect(localStorage.getItem('token')).toBe('s1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('contactNo')).toBe('9876543210');
    expect(getSession()).toMatchObject({ isAuthenticated: true, contactNo: '9876543210' });
  });

  it('the device token the API gave at sign-in is kept and sent on the next sign-in calls (X-Device-Token)', async () => {
    const requests = mock((req) =>
      req.url.includes(routes.verifyOtp.path)
        ? {
            status: 200,
            data: { sessionToken: 's1', refreshToken: 'r1', expiresIn: 900, userType: 'vendor', vendorId: 7 },
            headers: { 'x-device-token': 'dt_abc' },
          }
        : { status: 200, data: { successMsg: 'OTP sent' } },
    );
    await authApi.sendOtp('9876543210');
    expect(requests[0]!.headers['X-Device-Token']).toBeUndefined();
    await authApi.verifyOtp('9876543210', '123456');
    expect(readDeviceToken('9876543210')).toBe('dt_abc');
    // The session's tokens are cleared (refresh failed), the device token stays and goes with the next sign-in.
    clearStoredTokens();
    await authApi.sendOtp('9876543210');
    await authApi.verifyOtp('9876543210', '123456');
    expect(requests[2]!.headers['X-Device-Token']).toBe('dt_abc');
    expect(requests[3]!.headers['X-Device-Token']).toBe('dt_abc');
  });

  it('a device token goes only with the number it was issued for, and outlives sign-out', async () => {
    const requests = mock((req) =>
      req.url.includes(routes.verifyOtp.path)
        ? {
            status: 200,
            data: { sessionToken: 's1', refreshToken: 'r1', expiresIn: 900, userType: 'vendor', vendorId: 7 },
            headers: (req.url.includes('9876543210') ? { 'x-device-token': 'dt_owner' } : {}) as Record<string, string>,
          }
        : { status: 200, data: { successMsg: 'OTP sent' } },
    );
    await authApi.verifyOtp('9876543210', '123456');
    await signOut({ callApi: false, navigate: false });
    // Another number on the same phone: the owner's token is not sent.
    await authApi.sendOtp('9876543213');
    await authApi.verifyOtp('9876543213', '123456');
    expect(requests[1]!.headers['X-Device-Token']).toBeUndefined();
    expect(requests[2]!.headers['X-Device-Token']).toBeUndefined();
    // The owner again: the token kept through both sign-outs goes with it.
    await signOut({ callApi: false, navigate: false });
    await authApi.sendOtp('9876543210');
    expect(requests[3]!.headers['X-Device-Token']).toBe('dt_owner');
  });

  it('verifyOtp rejects a malformed answer and stores nothing', async () => {
    mock(() => ({ status: 200, data: { ok: true } }));
    await expect(authApi.verifyOtp('9876543210', '123456')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(localStorage.length).toBe(0);
  });

  it('logout uses role=vendor and only logs errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = mock(() => ({ status: 500 }));
    await expect(authApi.logout('9876543210')).resolves.toBeUndefined();
    expect(requests[0]!.url).toBe(`${BASE}${routes.logout.path}?phoneNumber=%2B919876543210&role=vendor`);
    expect(warn).toHaveBeenCalled();
  });
});

describe('vendorApi.fetchByMobile', () => {
  it('fetches by +91 number and normalises the record', async () => {
    const requests = mock(() => ({ status: 200, data: { id: 'v1', shopName: 'Sharma General Store', status: 'Approved' } }));
    const vendor = await vendorApi.fetchByMobile('9876543210');
    expect(requests[0]!.url).toBe(`${BASE}${routes.getVendor.path}?mobileNo=%2B919876543210`);
    expect(vendor).toMatchObject({ id: 'v1', shopName: 'Sharma General Store', attributeValues: [], vendorImages: [] });
  });

  it('answers null on 404 or a record without id, rethrows other errors', async () => {
    mock(() => ({ status: 404, data: { code: 'NOT_FOUND' } }));
    await expect(vendorApi.fetchByMobile('9876543210')).resolves.toBeNull();
    restore();
    mock(() => ({ status: 200, data: {} }));
    await expect(vendorApi.fetchByMobile('9876543210')).resolves.toBeNull();
    restore();
    mock(() => ({ status: 500, data: { message: 'boom' } }));
    await expect(vendorApi.fetchByMobile('9876543210')).rejects.toMatchObject({ status: 500 });
  });
});

describe('normalizeVendor', () => {
  it('unwraps {data}, filters bad array entries and rejects garbage', () => {
    expect(normalizeVendor({ success: true, data: { id: 3, vendorImages: ['a', 1], attributeValues: [null, { name: 'x' }] } })).toMatchObject({
      id: '3',
      vendorImages: ['a'],
      attributeValues: [{ name: 'x' }],
      vendorCategories: [],
    });
    expect(normalizeVendor(null)).toBeNull();
    expect(normalizeVendor({ id: '' })).toBeNull();
  });
});
