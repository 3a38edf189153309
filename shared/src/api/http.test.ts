import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledRequest, HttpError, requestBody, requestUri, responseData, responseHeaders, type SentRequest, xhrTransport } from './http';

describe('requestUri', () => {
  it('adds the parameters to the query string, leaving out undefined and null', () => {
    expect(requestUri({ url: 'https://api.test/orders?a=1', params: { status: 'Pending', pageNo: 0, x: undefined, y: null, mobileNo: '+919876543210' } })).toBe(
      'https://api.test/orders?a=1&status=Pending&pageNo=0&mobileNo=%2B919876543210',
    );
  });

  it('resolves a relative URL against the page', () => {
    expect(requestUri({ url: '/config.json' }, 'http://localhost:3000/store')).toBe('http://localhost:3000/config.json');
  });
});

describe('bodies and answers', () => {
  it('sends FormData and strings as they are and anything else as JSON', () => {
    const form = new FormData();
    expect(requestBody(form)).toBe(form);
    expect(requestBody('raw')).toBe('raw');
    expect(requestBody({ language: 'hi' })).toBe('{"language":"hi"}');
    expect(requestBody(null)).toBeUndefined();
  });

  it('parses JSON answers and keeps any other text', () => {
    expect(responseData('{"ok":true}')).toEqual({ ok: true });
    expect(responseData('Bad Gateway')).toBe('Bad Gateway');
    expect(responseData('')).toBe('');
  });

  it('reads headers by lower-case name', () => {
    expect(responseHeaders('X-Next-Page: 1\r\nRetry-After: 30\r\n')).toEqual({ 'x-next-page': '1', 'retry-after': '30' });
    expect(responseHeaders(new Headers({ 'X-Next-Page': '2' }))).toEqual({ 'x-next-page': '2' });
  });
});

/** A stand-in XMLHttpRequest that records what is sent and answers as the test says. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'X-Next-Page: 1\r\n';
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const request = (overrides: Partial<SentRequest> = {}): SentRequest => ({
  method: 'get',
  url: 'https://api.test/x',
  headers: { 'Content-Type': 'application/json' },
  ...overrides,
});

describe('xhrTransport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the method, headers and body, and answers any status with its parsed body and headers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = xhrTransport(request({ method: 'put', data: '{"a":1}', timeout: 20_000 }));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body, xhr.timeout, xhr.headers]).toEqual([
      'PUT',
      'https://api.test/x',
      '{"a":1}',
      20_000,
      { 'Content-Type': 'application/json' },
    ]);
    xhr.answer(409, '{"code":"CONFLICT"}');
    await expect(pending).resolves.toMatchObject({ status: 409, data: { code: 'CONFLICT' }, headers: { 'x-next-page': '1' } });
  });

  it("leaves a FormData body's Content-Type to the browser and reports upload progress", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const pending = xhrTransport(request({ method: 'post', data: new FormData(), onUploadProgress: progress }));
    const xhr = FakeXhr.last;
    expect(xhr.headers).toEqual({});
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    xhr.answer(200, '');
    await expect(pending).resolves.toMatchObject({ status: 200, data: '' });
  });

  it('rejects with an HttpError without a response on a network failure or a timeout', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrTransport(request());
    FakeXhr.last.onerror?.();
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBeUndefined();
    const late = xhrTransport(request({ timeout: 10 }));
    FakeXhr.last.ontimeout?.();
    await expect(late).rejects.toThrow('timeout of 10ms exceeded');
  });

  it('rejects with CancelledRequest when its signal aborts, before or while it is sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = xhrTransport(request({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledRequest);
    await expect(xhrTransport(request({ signal: controller.signal }))).rejects.toBeInstanceOf(CancelledRequest);
  });
});
