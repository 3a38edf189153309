/**
 * The page's HTTP transport: one request over the browser's XMLHttpRequest (what axios used in the
 * browser too), with what the API client needs and nothing else — a query string, a JSON or FormData
 * body, a timeout, an AbortSignal, upload progress, the answer parsed as JSON when it is JSON, and the
 * answer's headers by lower-case name. It replaced axios (20.4 KB gzip, 57 KB of script on every
 * signed-in page's first load; decision 0066). The session headers, the single-flight refresh and the
 * error mapping are the client's (`./client`), not this module's.
 */

/** A request as the client builds it. `data`: a FormData, a string, or a value sent as JSON. */
export interface RequestConfig {
  method?: string;
  url: string;
  /** The query string's parameters; `undefined` and `null` are left out. */
  params?: object;
  data?: unknown;
  /** Request headers; the client adds the session's. */
  headers?: Record<string, string>;
  /** Milliseconds before the request is given up (0: never). */
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface UploadProgress {
  loaded: number;
  /** Undefined when the size is not known. */
  total?: number;
}

/** An answer of any status. Header names are lower-case (`headers['x-next-page']`). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
}

/** What sends one request: the XHR transport, or a test's stand-in (`./testAdapter`). */
export type Transport = (config: SentRequest) => Promise<HttpResponse>;

/** A request as the transport sends it: the whole URL, the final headers and the body. */
export interface SentRequest extends RequestConfig {
  method: string;
  /** The absolute URL, query string included. */
  url: string;
  headers: Record<string, string>;
  /** The body as sent: FormData, a string, or undefined. */
  data?: FormData | string;
}

/**
 * A request that got an answer other than 2xx (`response` set), or none at all (offline, timeout:
 * `response` undefined). The client maps it to an ApiError (`./errors`).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly config: SentRequest,
    readonly response?: HttpResponse,
  ) {
    super(message);
  }
}

/** A request cancelled through its AbortSignal (react-query cancels a query's request so). */
export class CancelledRequest extends Error {
  override readonly name = 'CancelledRequest';
  readonly __CANCEL__ = true;
  constructor() {
    super('canceled');
  }
}

/** The absolute URL of a request, its parameters in the query string (added to any it has). */
export function requestUri(
  config: Pick<RequestConfig, 'url' | 'params'>,
  base = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): string {
  const url = new URL(config.url, base);
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  return url.href;
}

/** The body as sent: FormData and strings as they are, anything else as JSON. */
export function requestBody(data: unknown): FormData | string | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || (typeof FormData !== 'undefined' && data instanceof FormData)) return data;
  return JSON.stringify(data);
}

/** The answer's text as data: JSON when it parses, else the text itself ('' for an empty body). */
export function responseData(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Response headers by lower-case name, from `getAllResponseHeaders()` or a fetch Headers. */
export function responseHeaders(source: string | Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  const entries: [string, string][] =
    typeof source === 'string'
      ? source
          .split(/\r?\n/)
          .map((line) => {
            const colon = line.indexOf(':');
            return colon > 0 ? ([line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as [string, string]) : null;
          })
          .filter((entry): entry is [string, string] => entry !== null)
      : [...source.entries()];
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  return headers;
}

/** Sends a request with XMLHttpRequest; resolves with any answer that came (the client checks its status). */
export const xhrTransport: Transport = (config) =>
  new Promise<HttpResponse>((resolve, reject) => {
    if (config.signal?.aborted) {
      reject(new CancelledRequest());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), config.url, true);
    for (const [name, value] of Object.entries(config.headers)) {
      // The browser writes a FormData body's multipart Content-Type (with its boundary) itself.
      if (config.data instanceof FormData && name.toLowerCase() === 'content-type') continue;
      xhr.setRequestHeader(name, value);
    }
    if (config.timeout) xhr.timeout = config.timeout;
    const onAbort = () => xhr.abort();
    const done = () => config.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ data: responseData(xhr.responseText), status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) });
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', config));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, config));
    };
    xhr.onabort = () => {
      done();
      reject(new CancelledRequest());
    };
    const progress = config.onUploadProgress;
    if (progress && xhr.upload) {
      xhr.upload.onprogress = (event) => progress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    config.signal?.addEventListener('abort', onAbort);
    xhr.send(config.data ?? null);
  });
