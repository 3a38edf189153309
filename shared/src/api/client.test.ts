import * as routes from '@vd/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation/navigator';
import { getDefaultStore } from 'jotai';
import { getSession, pendingOrdersCountAtom, setVendor } from '../session/atoms';
import { dismissToast, getToasts } from '../toast/store';
import type { Vendor } from '../session/types';
import { callApi, callApiResponse, routeUrl } from './call';
import { isAuthEndpoint, loadApiClient, refreshSessionToken } from './client';
import { ApiError, getErrorCode, getErrorMessage, isApiError, isCancelledRequest } from './errors';
import { installMockAdapter, type MockHandler } from './testAdapter';
import { testVendor } from '../session/vendor.fixture';

const apiClient = await loadApiClient();

const navigate = vi.fn();
let restore: () => void = () => {};

function mock(handler: MockHandler) {
  const installed = installMockAdapter(handler);
  restore = installed.restore;
  return installed.requests;
}

const vendor: Vendor = testVendor({ id: '42' });

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setNavigator(navigate);
  setVendor(null);
  dismissToast();
});

afterEach(() => {
  vi.unstubAllGlobals();
  restore();
  setNavigator(null);
  dismissToast();
  vi.restoreAllMocks();
});

const isRefresh = (url: string) => url.includes(routes.refreshToken.path);

describe('request headers', () => {
  it('adds sessionToken, X-Vendor-Id, X-USER-ROLE and JSON content type, but not the refresh token', async () => {
    localStorage.setItem('sessionToken', 'sess-1');
    localStorage.setItem('refreshToken', 'ref-1');
    setVendor(vendor);
    const requests = mock(() => ({ status: 200, data: { ok: true } }));
    await apiClient.get(routeUrl(routes.listOrders), { params: { status: 'Pending' } });
    const headers = requests[0]!.headers;
    expect(headers.sessionToken).toBe('sess-1');
    expect(headers['X-Vendor-Id']).toBe('42');
    expect(headers['X-USER-ROLE']).toBe('VENDOR');
    expect(headers['Content-Type']).toBe('application/json');
    expect(Object.values(headers)).not.toContain('ref-1');
    expect(requests[0]!.url).toBe(`http://localhost:8080/rest/localbig/api/v1${routes.listOrders.path}?status=Pending`);
  });

  it('omits sessionToken and X-Vendor-Id when unknown and uses a 20 s timeout', async () => {
    const timeouts: Array<number | undefined> = [];
    const requests = mock((_req, config) => {
      timeouts.push(config.timeout);
      return { status: 200 };
    });
    await apiClient.get('https://x.test/a');
    expect(requests[0]!.headers.sessionToken).toBeUndefined();
    expect(requests[0]!.headers['X-Vendor-Id']).toBeUndefined();
    expect(timeouts).toEqual([20000]);
  });

  it("keeps a caller's X-Vendor-Id", async () => {
    setVendor(vendor);
    const requests = mock(() => ({ status: 200 }));
    await apiClient.get('https://x.test/a', { headers: { 'X-Vendor-Id': '7' } });
    expect(requests[0]!.headers['X-Vendor-Id']).toBe('7');
  });

  it('sends a FormData as it is, without a JSON content type, and a JSON body as JSON', async () => {
    const bodies: unknown[] = [];
    const requests = mock((_req, config) => {
      bodies.push(config.data);
      return { status: 200, data: [] };
    });
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.jpg');
    await callApi(routes.uploadGallery, { body: form });
    await callApi(routes.setLanguage, { body: { language: 'hi' } });
    expect(bodies[0]).toBe(form);
    // axios' browser adapter then drops the content type of a FormData, so the browser writes the
    // multipart one with its boundary (the XMLHttpRequest tests below see what goes out).
    expect(requests[0]!.headers['Content-Type'] ?? '').not.toContain('application/json');
    expect(bodies[1]).toBe('{"language":"hi"}');
    expect(requests[1]!.headers['Content-Type']).toBe('application/json');
  });

  it('forwards the upload progress the transport reports to the caller', async () => {
    mock((_req, config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return { status: 200, data: [] };
    });
    const progress = vi.fn();
    await callApi(routes.uploadGallery, { body: new FormData() }, { onUploadProgress: progress, timeout: 0 });
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ loaded: 50, total: 200 }));
  });
});

describe('single-flight token refresh', () => {
  it('10 parallel requests with an expired token cause exactly ONE refresh and all succeed with the new token', async () => {
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('token', 'expired');
    localStorage.setItem('refreshToken', 'ref-1');
    localStorage.setItem('contactNo', '9876543210');
    const requests = mock((req) => {
      if (isRefresh(req.url)) {
        expect(req.url).toContain('refreshToken=ref-1');
        expect(req.url).toContain('role=VENDOR');
        return { status: 200, data: { sessionToken: 'fresh', refreshToken: 'ref-2', expiresIn: 900 }, delayMs: 20 };
      }
      return req.headers.sessionToken === 'fresh'
        ? { status: 200, data: { url: req.url } }
        : { status: 401, data: { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'expired' }, delayMs: 5 };
    });

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => apiClient.get(`https://api.test/item/${i}`)));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(requests.filter((r) => isRefresh(r.url))).toHaveLength(1);
    const retried = requests.filter((r) => !isRefresh(r.url) && r.headers.sessionToken === 'fresh');
    expect(retried).toHaveLength(10);
    expect(localStorage.getItem('sessionToken')).toBe('fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(localStorage.getItem('refreshToken')).toBe('ref-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a late 401 after the refresh finished retries with the new token without refreshing again', async () => {
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('refreshToken', 'ref-1');
    const requests = mock((req) => {
      if (isRefresh(req.url)) return { status: 200, data: { sessionToken: 'fresh', refreshToken: 'ref-2' } };
      if (req.url.endsWith('/slow') && req.headers.sessionToken === 'expired') return { status: 401, delayMs: 60 };
      return req.headers.sessionToken === 'fresh' ? { status: 200 } : { status: 401 };
    });
    await Promise.all([apiClient.get('https://api.test/fast'), apiClient.get('https://api.test/slow')]);
    expect(requests.filter((r) => isRefresh(r.url))).toHaveLength(1);
  });

  it('retries only once: a second 401 rejects', async () => {
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('refreshToken', 'ref-1');
    const requests = mock((req) => (isRefresh(req.url) ? { status: 200, data: { sessionToken: 'fresh', refreshToken: 'ref-2' } } : { status: 401 }));
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(requests).toHaveLength(3);
  });

  it('refresh failure clears tokens, toasts "Session expired. Please login again." and navigates to /login', async () => {
    const deleteCache = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('caches', { delete: deleteCache });
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('token', 'expired');
    localStorage.setItem('refreshToken', 'reused');
    localStorage.setItem('contactNo', '9876543210');
    const requests = mock((req) => (isRefresh(req.url) ? { status: 401, data: { code: 'REFRESH_INVALID', message: 'nope' } } : { status: 401 }));
    const errors = await Promise.all([1, 2, 3].map((i) => apiClient.get(`https://api.test/${i}`).catch((e: unknown) => e)));
    expect(requests.filter((r) => isRefresh(r.url))).toHaveLength(1);
    for (const error of errors) {
      expect(getErrorMessage(error, 'fallback')).toBe('Session expired. Please login again.');
    }
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Session expired. Please login again.']]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    // The offline copy of the shop's data goes with the session.
    expect(deleteCache).toHaveBeenCalledWith('vd-api-v1');
  });

  it('a 401 arriving after the session already ended rejects quietly: one toast, one navigation', async () => {
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('refreshToken', 'reused');
    mock((req) => (isRefresh(req.url) ? { status: 401, data: { code: 'REFRESH_REUSED' } } : { status: 401 }));
    await expect(apiClient.get('https://api.test/first')).rejects.toBeInstanceOf(ApiError);
    // A poll that was already on its way (or fires before the page has left) meets a 401 too.
    const late = await apiClient.get('https://api.test/poll').catch((e: unknown) => e);
    expect(getErrorMessage(late, 'fallback')).toBe('Session expired. Please login again.');
    expect(getToasts().map((t) => t.message)).toEqual(['Session expired. Please login again.']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('no refresh token stored counts as refresh failure', async () => {
    localStorage.setItem('sessionToken', 'expired');
    const requests = mock(() => ({ status: 401 }));
    await expect(apiClient.get('https://api.test/x')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a refresh that fails for lack of network keeps the session and reports no internet', async () => {
    localStorage.setItem('sessionToken', 'expired');
    localStorage.setItem('refreshToken', 'ref-1');
    mock((req) => (isRefresh(req.url) ? 'network' : { status: 401 }));
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'fallback')).toBe('No Internet Connection');
    expect(localStorage.getItem('refreshToken')).toBe('ref-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never refreshes for 401 from the auth endpoints themselves', async () => {
    localStorage.setItem('refreshToken', 'ref-1');
    const requests = mock(() => ({ status: 401, data: { code: 'OTP_INVALID', message: 'Invalid OTP' } }));
    const error = await apiClient.post(routeUrl(routes.verifyOtp), null, { params: { otp: '1' } }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('OTP_INVALID');
    expect(requests).toHaveLength(1);
    expect(isAuthEndpoint(`http://h/rest/x/api/v1${routes.refreshToken.path}`)).toBe(true);
    expect(isAuthEndpoint(`http://h/rest/x/api/v1${routes.getVendor.path}`)).toBe(false);
  });

  it('refreshSessionToken is single-flight when called directly', async () => {
    localStorage.setItem('refreshToken', 'ref-1');
    const requests = mock(() => ({ status: 200, data: { sessionToken: 'fresh', refreshToken: 'ref-2' }, delayMs: 5 }));
    const tokens = await Promise.all([refreshSessionToken(), refreshSessionToken(), refreshSessionToken()]);
    expect(tokens).toEqual(['fresh', 'fresh', 'fresh']);
    expect(requests).toHaveLength(1);
  });
});

describe('other failures', () => {
  it('403 clears ALL localStorage and rejects', async () => {
    localStorage.setItem('sessionToken', 's');
    localStorage.setItem('contactNo', '9876543210');
    localStorage.setItem('pwaPromptDismissed', 'true');
    setVendor(vendor);
    getDefaultStore().set(pendingOrdersCountAtom, 3);
    mock(() => ({ status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden vendor' } }));
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
    expect(getErrorMessage(error, 'fallback')).toBe('Forbidden vendor');
    expect(localStorage.length).toBe(0);
    expect(getSession()).toEqual({ isAuthenticated: false, contactNo: null, vendorId: null });
    expect(getDefaultStore().get(pendingOrdersCountAtom)).toBeNull();
  });

  it("403 keeps the device's own keys: its device tokens (each with its number) and its language", async () => {
    localStorage.setItem('sessionToken', 's');
    localStorage.setItem('contactNo', '9876543210');
    localStorage.setItem('deviceToken', 'dt_owner');
    localStorage.setItem('vd.locale', 'hi');
    mock(() => ({ status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden vendor' } }));
    await apiClient.get('https://api.test/x').catch(() => undefined);
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('contactNo')).toBeNull();
    expect(JSON.parse(localStorage.getItem('deviceTokens') ?? 'null')).toEqual([{ phone: '9876543210', token: 'dt_owner' }]);
    expect(localStorage.getItem('vd.locale')).toBe('hi');
  });

  it('403 to a request of a session that has been replaced since (another tab) leaves the new session alone', async () => {
    localStorage.setItem('sessionToken', 'old');
    localStorage.setItem('contactNo', '9876543210');
    mock(() => {
      // Another tab signs another vendor in while the request is under way.
      localStorage.setItem('sessionToken', 'new');
      localStorage.setItem('contactNo', '9876543213');
      return { status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' } };
    });
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
    expect(localStorage.getItem('sessionToken')).toBe('new');
    expect(localStorage.getItem('contactNo')).toBe('9876543213');
  });

  it('403 VENDOR_MISMATCH (the page still names the vendor another tab signed out) leaves the stored session; the page follows it', async () => {
    localStorage.setItem('sessionToken', 'b-token');
    localStorage.setItem('contactNo', '9876543213');
    setVendor(vendor);
    const requests = mock(() => ({
      status: 403,
      data: { statusCode: 403, code: 'VENDOR_MISMATCH', message: 'The vendor id in this request does not belong to the signed-in vendor.' },
    }));
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(requests[0]!.headers['X-Vendor-Id']).toBe('42');
    expect(isApiError(error) && error.code).toBe('VENDOR_MISMATCH');
    expect(localStorage.getItem('sessionToken')).toBe('b-token');
    expect(getSession()).toMatchObject({ isAuthenticated: true, contactNo: '9876543213', vendorId: null });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('no response → "No Internet Connection"', async () => {
    mock(() => 'network');
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No Internet Connection');
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(getErrorCode(error)).toBe('NETWORK_ERROR');
    expect(getErrorMessage(error, 'fallback')).toBe('No Internet Connection');
  });

  it('a timeout also reads "No Internet Connection"', async () => {
    mock(() => ({ status: 200, delayMs: 200 }));
    const error = await apiClient.get('https://api.test/slow', { timeout: 20 }).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
    expect(getErrorMessage(error, 'fallback')).toBe('No Internet Connection');
  });

  it('cancelled requests pass through untouched', async () => {
    const requests = mock(() => ({ status: 200, delayMs: 50 }));
    const controller = new AbortController();
    const pending = apiClient.get('https://api.test/x', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelledRequest(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(getToasts()).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(requests.length).toBeLessThanOrEqual(1);
  });

  it('a request whose signal is already aborted is not sent and rejects as cancelled', async () => {
    const requests = mock(() => ({ status: 200 }));
    const controller = new AbortController();
    controller.abort();
    const error = await apiClient.get('https://api.test/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isCancelledRequest(error)).toBe(true);
    expect(getErrorMessage(error, 'fallback')).toBe('fallback');
    expect(requests).toHaveLength(0);
  });

  it('keeps server code, message and retryAfterSeconds', async () => {
    mock(() => ({
      status: 429,
      data: { statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests', message: 'Wait', retryAfterSeconds: 25 },
    }));
    const error = (await apiClient.post(`https://api.test${routes.sendOtp.path}`).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.userMessage, error.retryAfterSeconds]).toEqual([429, 'RATE_LIMITED', 'Wait', 25]);
    expect(getErrorCode(error)).toBe('RATE_LIMITED');
    expect(getErrorCode(new Error('x'))).toBeNull();
  });

  it('getErrorMessage falls back when the server gives no message or the error is foreign', async () => {
    mock(() => ({ status: 500, data: '' }));
    const error = await apiClient.get('https://api.test/x').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Internal sever error')).toBe('Internal sever error');
    expect(getErrorMessage(new TypeError('x is undefined'), 'Default')).toBe('Default');
  });
});

/** A stand-in XMLHttpRequest for axios' browser adapter: records what is sent, answers as the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  aborted = false;
  private readonly uploadListeners = new Map<string, (event: unknown) => void>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => this.uploadListeners.set(type, listener),
    removeEventListener: (type: string) => this.uploadListeners.delete(type),
  };
  onloadend: (() => void) | null = null;
  onerror: ((event?: unknown) => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener() {}
  removeEventListener() {}
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return 'x-next-page: 1\r\n';
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onloadend?.();
  }
}

/** The fake request once axios has sent it (interceptors run before the adapter). */
async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeUndefined());
  return FakeXhr.last!;
}

describe("through the browser's XMLHttpRequest (axios' own adapter)", () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends the session headers and the JSON body, and answers with the parsed body and lower-case headers', async () => {
    localStorage.setItem('sessionToken', 'sess-1');
    const pending = callApiResponse(routes.setLanguage, { body: { language: 'ta' } });
    const xhr = await sentXhr();
    expect([xhr.method, xhr.body, xhr.timeout]).toEqual(['PUT', '{"language":"ta"}', 20000]);
    expect(xhr.headers).toMatchObject({ sessionToken: 'sess-1', 'X-USER-ROLE': 'VENDOR', 'Content-Type': 'application/json' });
    xhr.answer(200, '{"id":"42"}');
    const response = await pending;
    expect(response.data).toEqual({ id: '42' });
    expect(response.headers['x-next-page']).toBe('1');
  });

  it("leaves a FormData's content type to the browser and forwards upload progress", async () => {
    const progress = vi.fn();
    const form = new FormData();
    const pending = callApi(routes.uploadGallery, { body: form }, { onUploadProgress: progress, timeout: 0 });
    const xhr = await sentXhr();
    expect(xhr.body).toBe(form);
    expect(Object.keys(xhr.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    xhr.progress(50, 200);
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ loaded: 50, total: 200 }));
    xhr.answer(200, '[]');
    await expect(pending).resolves.toEqual([]);
  });

  it('a timeout reads "No Internet Connection"', async () => {
    const pending = apiClient.get('https://api.test/slow').catch((e: unknown) => e);
    const xhr = await vi.waitFor(() => FakeXhr.last ?? Promise.reject(new Error('not sent')));
    expect(xhr.timeout).toBe(20000);
    xhr.ontimeout?.();
    const error = await pending;
    expect(isApiError(error) && error.isNetworkError).toBe(true);
  });

  it('an abort cancels the request and rejects as cancelled', async () => {
    const controller = new AbortController();
    const pending = apiClient.get('https://api.test/x', { signal: controller.signal }).catch((e: unknown) => e);
    const xhr = await vi.waitFor(() => FakeXhr.last ?? Promise.reject(new Error('not sent')));
    controller.abort();
    const error = await pending;
    expect(isCancelledRequest(error)).toBe(true);
    expect(xhr.aborted).toBe(true);
  });
});
