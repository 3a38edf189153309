/**
 * The ONE axios instance of the page (`@vd/shared/api` is a Module Federation singleton; axios is
 * bundled into it, not shared on its own: decision 0061). axios itself (20 KB gzip) is loaded on the
 * first call (`loadApiClient`), not before the login form can be used: the login page starts it as
 * the vendor types the number, a signed-in page's index.html preloads it with the shell (issue 25,
 * decision 0063).
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
import type { AxiosAdapter, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { refreshToken as refreshRoute, routePath } from '@vd/contract/routes';
import { serviceUrl } from '../config/runtimeConfig';
import { sharedMessages } from '../i18n/messages';
import { navigateTo } from '../navigation/navigator';
import { clearOfflineApiCache } from '../offline/api-cache';
import { getVendor, notifySessionChanged, resetSessionState } from '../session/atoms';
import { clearStoredTokens, readRefreshToken, readSessionToken, storeTokens } from '../storage/storage';
import { toast } from '../toast/store';
import { REQUEST_TIMEOUT_MS } from '../validation/constants';
import { takeEarlyRead } from './early-reads';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse, isApiError, isAxiosError, isCancel, networkError } from './errors';

export const USER_ROLE = 'VENDOR';

interface VdRequestConfig extends InternalAxiosRequestConfig {
  /** Set once a request has been retried after a refresh; it is never retried twice. */
  _vdRetried?: boolean;
  /** The session token the request was sent with. */
  _vdSentToken?: string | null;
}

export interface RefreshResponse {
  sessionToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

let loading: Promise<AxiosInstance> | undefined;
let announceLoaded: (client: AxiosInstance) => void = () => undefined;
const loaded = new Promise<AxiosInstance>((resolve) => {
  announceLoaded = resolve;
});

/** Resolves with the client once something has loaded it; does not load it itself. */
export function apiClientLoaded(): Promise<AxiosInstance> {
  return loaded;
}

/**
 * The page's axios instance, created once axios is loaded (a separate chunk; the first caller loads
 * it, later ones wait for the same). A load that fails (offline before it ever loaded) rejects with
 * 'No Internet Connection' and the next call tries again.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  loading ??= import('axios').then(
    (module) => {
      const client = createClient(module.default);
      announceLoaded(client);
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw networkError(error);
    },
  );
  return loading;
}

/** Endpoints that must never trigger a refresh on 401 (sign-in, refresh itself, logout). */
export function isAuthEndpoint(url: string | undefined): boolean {
  return !!url && /(^|\/)auth\/(otp|token|logout)(\/|\?|$)/.test(url);
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use((config: VdRequestConfig) => {
    const token = readSessionToken();
    if (token) config.headers.set('sessionToken', token);
    const vendorId = getVendor()?.id;
    if (vendorId !== undefined && vendorId !== null && vendorId !== '' && !config.headers.has('X-Vendor-Id')) {
      config.headers.set('X-Vendor-Id', String(vendorId));
    }
    config.headers.set('X-USER-ROLE', USER_ROLE);
    if (!(config.data instanceof FormData) && !config.headers.has('Content-Type')) {
      config.headers.set('Content-Type', 'application/json');
    }
    config._vdSentToken = token;
    // A GET the page's boot script already made (./early-reads, issue 25) is answered from it.
    if ((config.method ?? 'get').toLowerCase() === 'get' && !config._vdRetried) {
      const vendorHeader = config.headers.get('X-Vendor-Id');
      const early = takeEarlyRead(client.getUri(config), token, vendorHeader === undefined || vendorHeader === null ? null : String(vendorHeader));
      if (early) config.adapter = answerFrom(axios, client, early);
    }
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => onResponseError(client, error));
  return client;
}

/**
 * An adapter that answers with an early read's response when it is a 200 (axios then parses and
 * checks it as it would its own), and otherwise sends the request as usual.
 */
function answerFrom(axios: AxiosStatic, client: AxiosInstance, early: Promise<Response>): AxiosAdapter {
  return async (config) => {
    const send = () => axios.getAdapter(client.defaults.adapter)(config);
    const response = await early.catch(() => null);
    if (response?.status !== 200) return send();
    let data: string;
    try {
      data = await response.text();
    } catch {
      return send();
    }
    // Lower-case names, as the browser's XHR gives them (readers use `headers['x-next-page']`).
    const headers = axios.AxiosHeaders.from(Object.fromEntries([...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value])));
    return { data, status: response.status, statusText: response.statusText, headers, config, request: {} };
  };
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
    ({ data } = await (await loadApiClient()).request<unknown>({
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

async function onResponseError(client: AxiosInstance, error: unknown): Promise<AxiosResponse> {
  if (isCancel(error) || isApiError(error) || !isAxiosError(error)) throw error;
  if (!error.response) throw networkError(error);

  const config = error.config as VdRequestConfig | undefined;
  const status = error.response.status;

  if (status === 401 && config && !config._vdRetried && !isAuthEndpoint(config.url)) {
    const current = readSessionToken();
    // Another request already refreshed after this one was sent: just retry.
    if (!current || current === config._vdSentToken) await refreshSessionToken();
    config._vdRetried = true;
    return client.request(config);
  }

  if (status === 403) resetSessionState();
  throw apiErrorFromResponse(error);
}
