/**
 * The ONE API client of the page (`@vd/shared/api` is a Module Federation singleton). It sends each
 * request with the page's small XHR transport (`./http`; axios until decision 0066).
 *
 * - Request headers: sessionToken (localStorage), X-Vendor-Id (vendor id when known),
 *   X-USER-ROLE: VENDOR, Content-Type: application/json. The refresh token is NOT sent on every
 *   request; it goes only to the refresh endpoint (docs/decisions/0015-shared-refresh-token-header.md).
 * - 401 (except on auth endpoints): ONE token refresh in flight for the whole page; concurrent
 *   401s wait on it and retry once with the new token.
 * - Refresh refused (or no refresh token): tokens cleared, toast 'Session expired. Please login
 *   again.', navigate to /login. A refresh that fails for lack of network keeps the session.
 * - 403: ALL localStorage cleared. No response: 'No Internet Connection'. Cancelled requests
 *   pass through untouched.
 */
import { refreshToken as refreshRoute, routePath } from '@vd/contract/routes';
import { serviceUrl } from '../config/runtimeConfig';
import { sharedMessages } from '../i18n/messages';
import { navigateTo } from '../navigation/navigator';
import { clearOfflineApiCache } from '../offline/api-cache';
import { getVendor, notifySessionChanged, resetSessionState } from '../session/atoms';
import { clearStoredTokens, readRefreshToken, readSessionToken, storeTokens } from '../storage/storage';
import { toast } from '../toast/store';
import { REQUEST_TIMEOUT_MS } from '../validation/constants';
import { earlyReadsHandedOver, takeEarlyRead } from './early-reads';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse, isApiError, isCancel, networkError } from './errors';
import {
  CancelledRequest,
  HttpError,
  type HttpResponse,
  type RequestConfig,
  type SentRequest,
  type Transport,
  requestBody,
  requestUri,
  responseData,
  responseHeaders,
  xhrTransport,
} from './http';

export const USER_ROLE = 'VENDOR';

export interface RefreshResponse {
  sessionToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

/** The page's API client: requests with the session's headers, the refresh on 401 and ApiErrors. */
export interface ApiClient {
  /** The timeout of every request that sets none, and the transport (a test replaces it: `./testAdapter`). */
  defaults: { timeout: number; transport: Transport };
  /** Sends a request; a 2xx answer resolves, anything else rejects with an ApiError (or the cancel). */
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Omit<RequestConfig, 'url' | 'method'>): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Omit<RequestConfig, 'url' | 'method' | 'data'>): Promise<HttpResponse<T>>;
  /** The absolute URL a request goes to, query string included. */
  getUri(config: Pick<RequestConfig, 'url' | 'params'>): string;
}

let client: ApiClient | undefined;
let announceLoaded: (client: ApiClient) => void = () => undefined;
const loaded = new Promise<ApiClient>((resolve) => {
  announceLoaded = resolve;
});

/** Resolves with the client once something has made it; does not make it itself. */
export function apiClientLoaded(): Promise<ApiClient> {
  return loaded;
}

/** The page's API client, made on the first call (a promise: it was a chunk of its own with axios). */
export function loadApiClient(): Promise<ApiClient> {
  if (!client) {
    client = createClient();
    announceLoaded(client);
  }
  return Promise.resolve(client);
}

/** Endpoints that must never trigger a refresh on 401 (sign-in, refresh itself, logout). */
export function isAuthEndpoint(url: string | undefined): boolean {
  return !!url && /(^|\/)auth\/(otp|token|logout)(\/|\?|$)/.test(url);
}

/** The request as sent: the session's headers (a caller's X-Vendor-Id and Content-Type kept), the body, the URL. */
function prepare(config: RequestConfig, timeout: number, token: string | null): SentRequest {
  const headers: Record<string, string> = { ...config.headers };
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
  if (token) headers.sessionToken = token;
  const vendorId = getVendor()?.id;
  if (vendorId !== undefined && vendorId !== null && vendorId !== '' && !has('X-Vendor-Id')) headers['X-Vendor-Id'] = String(vendorId);
  headers['X-USER-ROLE'] = USER_ROLE;
  const data = requestBody(config.data);
  if (!(data instanceof FormData) && !has('Content-Type')) headers['Content-Type'] = 'application/json';
  return { ...config, method: (config.method ?? 'get').toLowerCase(), url: requestUri(config), headers, data, timeout: config.timeout ?? timeout };
}

/** A GET the page's boot script already made (./early-reads, issue 25), answered from it when it is a 200. */
async function earlyAnswer(sent: SentRequest, token: string | null): Promise<HttpResponse | null> {
  const handover = earlyReadsHandedOver();
  if (handover) await handover;
  const vendorHeader = Object.entries(sent.headers).find(([name]) => name.toLowerCase() === 'x-vendor-id')?.[1];
  const early = takeEarlyRead(sent.url, token, vendorHeader ?? null);
  if (!early) return null;
  const response = await early.catch(() => null);
  if (response?.status !== 200) return null;
  try {
    return { data: responseData(await response.text()), status: response.status, statusText: response.statusText, headers: responseHeaders(response.headers) };
  } catch {
    return null;
  }
}

function createClient(): ApiClient {
  const api: ApiClient = {
    defaults: { timeout: REQUEST_TIMEOUT_MS, transport: xhrTransport },
    request: <T>(config: RequestConfig) => send(api, config, false) as Promise<HttpResponse<T>>,
    get: (url, config) => api.request({ ...config, url, method: 'get' }),
    post: (url, data, config) => api.request({ ...config, url, data, method: 'post' }),
    getUri: (config) => requestUri(config),
  };
  return api;
}

/** One request: sent (or answered early), a non-2xx answer mapped, a 401 refreshed and retried once. */
async function send(api: ApiClient, config: RequestConfig, retried: boolean): Promise<HttpResponse> {
  const token = readSessionToken();
  const sent = prepare(config, api.defaults.timeout, token);
  let response: HttpResponse;
  try {
    const early = sent.method === 'get' && !retried ? await earlyAnswer(sent, token) : null;
    if (sent.signal?.aborted) throw new CancelledRequest();
    response = early ?? (await api.defaults.transport(sent));
  } catch (error) {
    if (isCancel(error) || isApiError(error)) throw error;
    throw networkError(error);
  }
  if (response.status >= 200 && response.status < 300) return response;
  const error = new HttpError(`Request failed with status code ${response.status}`, sent, response);
  if (response.status === 401 && !retried && !isAuthEndpoint(config.url)) {
    const current = readSessionToken();
    // Another request already refreshed after this one was sent: just retry.
    if (!current || current === token) await refreshSessionToken();
    return send(api, config, true);
  }
  if (response.status === 403) resetSessionState();
  throw apiErrorFromResponse(error);
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Ends the session once: the toast and the move to /login happen only while a session is still
 * stored. Requests that fail afterwards (a poll, a slower parallel request) reject quietly instead
 * of toasting 'Session expired' again.
 */
function expireSession(cause: unknown): ApiError {
  const hadSession = readSessionToken() !== null || readRefreshToken() !== null;
  if (hadSession) {
    clearStoredTokens();
    void clearOfflineApiCache();
    notifySessionChanged();
    toast.error(sharedMessages.sessionExpired);
    navigateTo('/login', { replace: true });
  }
  return new ApiError({
    status: 401,
    code: CLIENT_ERROR_CODES.sessionExpired,
    userMessage: sharedMessages.sessionExpired,
    cause,
  });
}

async function performRefresh(): Promise<string> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) throw expireSession(new Error('No refresh token stored'));
  let data: unknown;
  try {
    ({ data } = await (await loadApiClient()).request({
      method: refreshRoute.method,
      url: serviceUrl(refreshRoute.service, routePath(refreshRoute)),
      params: { refreshToken, role: USER_ROLE },
    }));
  } catch (error) {
    // Offline or a server fault: keep the session, the next 401 tries again.
    if (isApiError(error) && (error.status === null || error.status >= 500)) throw error;
    throw expireSession(error);
  }
  const body = (typeof data === 'object' && data !== null ? data : {}) as Partial<RefreshResponse>;
  if (typeof body.sessionToken !== 'string' || body.sessionToken === '') {
    throw expireSession(new Error('Malformed refresh response'));
  }
  storeTokens(body.sessionToken, typeof body.refreshToken === 'string' ? body.refreshToken : null);
  notifySessionChanged();
  return body.sessionToken;
}

/**
 * Refreshes the session token. Single-flight: while a refresh is running every caller gets the
 * same promise. Resolves with the new session token.
 */
export function refreshSessionToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
