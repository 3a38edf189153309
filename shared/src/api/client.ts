/**
 * The ONE API client of the page (`@vd/shared/api` is a Module Federation singleton): an axios
 * instance. axios is loaded with the first call (`loadApiClient`, a chunk of its own), so the login
 * page's first JavaScript does not carry it.
 *
 * - Request headers: sessionToken (localStorage), X-Vendor-Id (vendor id when known and the caller set
 *   none), X-USER-ROLE: VENDOR, Content-Type: application/json unless the body is a FormData (the
 *   browser writes the multipart type with its boundary). The refresh token is NOT sent on every
 *   request: it goes only to the refresh endpoint, so logs and other hosts never see it.
 * - 401 (except on auth endpoints): ONE token refresh in flight for the whole page; concurrent
 *   401s wait on it and retry once with the new token.
 * - Refresh refused (or no refresh token): tokens cleared, toast 'Session expired. Please login
 *   again.', navigate to /login. A refresh that fails for lack of network keeps the session.
 * - 403: the session ends (its data cleared from localStorage; the device's own, its device tokens
 *   and language, stays), unless the request was sent with a session that is no longer the stored
 *   one (another tab signed out or in meanwhile), or the API refused only the vendor the request
 *   named (VENDOR_MISMATCH: the session is not at fault; a page holding another tab's former vendor
 *   follows the stored session). No response (offline, timeout): 'No Internet Connection'.
 *   Cancelled requests (an aborted `signal`) reject with axios' CanceledError untouched.
 */
import type { AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { ROLE_NOT_ALLOWED } from '@vd/contract/rules';
import { refreshToken as refreshRoute, routePath } from '@vd/contract/routes';
import { serviceUrl } from '../config/runtimeConfig';
import { sharedMessages } from '../i18n/messages';
import { navigateTo } from '../navigation/navigator';
import { clearOfflineApiCache } from '../offline/api-cache';
import { getVendor, notifySessionChanged, resetSessionState } from '../session/atoms';
import { followStoredSession } from '../session/tabs';
import { clearStoredTokens, readRefreshToken, readSessionToken, storeTokens } from '../storage/storage';
import { toast } from '../toast/store';
import { REQUEST_TIMEOUT_MS } from '../validation/constants';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse, isApiError, isAxiosError, isCancel, networkError } from './errors';

export const USER_ROLE = 'VENDOR';

/** The page's API client: an axios instance with the session's headers, the refresh on 401 and ApiErrors. */
export type ApiClient = AxiosInstance;

interface SessionRequestConfig extends InternalAxiosRequestConfig {
  /** Set once a request has been retried after a refresh; it is never retried twice. */
  retriedAfterRefresh?: boolean;
  /** The session token the request was sent with. */
  sentToken?: string | null;
}

export interface RefreshResponse {
  sessionToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

let loading: Promise<ApiClient> | undefined;
let announceLoaded: (client: ApiClient) => void = () => undefined;
const loaded = new Promise<ApiClient>((resolve) => {
  announceLoaded = resolve;
});

/** Resolves with the client once something has loaded it; does not load it itself. */
export function apiClientLoaded(): Promise<ApiClient> {
  return loaded;
}

/**
 * The page's axios instance, made once axios is loaded (the first caller loads it, later ones wait
 * for the same). A load that fails (offline before it ever loaded) rejects with 'No Internet
 * Connection' and the next call tries again.
 */
export function loadApiClient(): Promise<ApiClient> {
  loading ??= import('axios').then(
    ({ default: axios }) => {
      const client = createClient(axios);
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

/** Adds the session's headers; a caller's X-Vendor-Id and Content-Type are kept. */
function addSessionHeaders(config: SessionRequestConfig): SessionRequestConfig {
  const token = readSessionToken();
  if (token) config.headers.set('sessionToken', token);
  const vendorId = getVendor()?.id;
  if (vendorId !== undefined && vendorId !== null && vendorId !== '' && !config.headers.has('X-Vendor-Id')) {
    config.headers.set('X-Vendor-Id', String(vendorId));
  }
  config.headers.set('X-USER-ROLE', USER_ROLE);
  // axios would send a FormData as JSON under a JSON content type; without one the browser writes
  // the multipart type and its boundary.
  if (!(typeof FormData !== 'undefined' && config.data instanceof FormData) && !config.headers.has('Content-Type')) {
    config.headers.set('Content-Type', 'application/json');
  }
  config.sentToken = token;
  return config;
}

function createClient(axios: AxiosStatic): ApiClient {
  const client = axios.create({ timeout: REQUEST_TIMEOUT_MS });
  client.interceptors.request.use(addSessionHeaders);
  client.interceptors.response.use(undefined, (error: unknown) => onResponseError(client, error));
  return client;
}

/** A failed request: a 401 refreshed and retried once, a 403 ends the session's state, the rest mapped to ApiError. */
async function onResponseError(client: ApiClient, error: unknown): Promise<AxiosResponse> {
  if (isCancel(error) || isApiError(error)) throw error;
  if (!isAxiosError(error) || !error.response) throw networkError(error);

  const config = error.config as SessionRequestConfig | undefined;
  const status = error.response.status;

  if (status === 401 && config && !config.retriedAfterRefresh && !isAuthEndpoint(config.url)) {
    const current = readSessionToken();
    // Another request already refreshed after this one was sent: just retry.
    if (!current || current === config.sentToken) await refreshSessionToken();
    config.retriedAfterRefresh = true;
    return client.request(config);
  }

  const failure = apiErrorFromResponse(error);
  if (status === 403) onForbidden(config, failure);
  throw failure;
}

/** The API's code for a request naming a vendor other than its session's. */
export const VENDOR_MISMATCH = 'VENDOR_MISMATCH';

/** A 403: ends the stored session when it is the one the request was sent with and the session itself was refused. */
function onForbidden(config: SessionRequestConfig | undefined, failure: ApiError): void {
  if ((config?.sentToken ?? null) !== readSessionToken()) return;
  if (failure.code === VENDOR_MISMATCH) {
    followStoredSession();
    return;
  }
  // The session is fine; the caller's role may not do this one thing (a staff member).
  if (failure.code === ROLE_NOT_ALLOWED) return;
  resetSessionState();
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
