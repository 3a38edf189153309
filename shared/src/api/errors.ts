import type { AxiosError } from 'axios';
import { DEFAULT_LOCALE, getLocale, i18nState } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';

/**
 * axios' own tests (`axios.isAxiosError`, `axios.isCancel`: the same property checks), written here
 * so that this module, which the login page's first JavaScript imports, does not load axios.
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
/** A request cancelled through its AbortSignal (axios' CanceledError). */
export function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Boolean((error as { __CANCEL__?: unknown }).__CANCEL__);
}

/** Client-side error codes (server codes such as 'OTP_INVALID' are passed through). */
export const CLIENT_ERROR_CODES = Object.freeze({
  network: 'NETWORK_ERROR',
  sessionExpired: 'SESSION_EXPIRED',
  badResponse: 'BAD_RESPONSE',
  noContact: 'NO_CONTACT',
} as const);

/** The client's own texts for codes it makes or that mean one of its texts: the same in every language. */
const CODE_SHARED_TEXTS: Readonly<Record<string, () => string>> = {
  [CLIENT_ERROR_CODES.network]: () => sharedMessages.noInternet,
  [CLIENT_ERROR_CODES.sessionExpired]: () => sharedMessages.sessionExpired,
  [CLIENT_ERROR_CODES.noContact]: () => sharedMessages.userInfoMissing,
};

/**
 * The catalogue text for an error code in the page's language, or null for a code it does not
 * know. The client's own codes are texts of every page; the API's codes are known once a Hindi or
 * Tamil language module is loaded (it brings `errorMessages.ts`): in English the
 * API's own message is shown, so the English login page does not carry them.
 */
export function localizedErrorMessage(code: string | null, retryAfterSeconds: number | null = null): string | null {
  if (!code) return null;
  const own = CODE_SHARED_TEXTS[code];
  if (own) return own();
  return i18nState().serverErrorText?.(code, retryAfterSeconds) ?? null;
}

export interface ApiErrorInit {
  /** HTTP status; null when there was no response. */
  status: number | null;
  /** Server `code` (e.g. 'NOT_REGISTERED', 'RATE_LIMITED') or a CLIENT_ERROR_CODES value. */
  code?: string | null;
  /** Text fit for the user: the server's `message`, or a client text such as 'No Internet Connection'. */
  userMessage?: string | null;
  retryAfterSeconds?: number | null;
  /** Parsed response body, if any. */
  data?: unknown;
  cause?: unknown;
}

/**
 * Every failed call made through `apiClient` rejects with an ApiError (except cancelled
 * requests, which reject with axios' CanceledError untouched).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string | null;
  /** The message as the API (or the client) wrote it: English. For logs and diagnostics. */
  readonly apiMessage: string | null;
  readonly retryAfterSeconds: number | null;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.userMessage ?? (init.status ? `Request failed with status ${init.status}` : 'Request failed'), {
      cause: init.cause,
    });
    this.status = init.status;
    this.code = init.code ?? null;
    this.apiMessage = init.userMessage ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.data = init.data;
  }

  /**
   * Text fit for the user, in the page's language (read when shown): the client's own text for a
   * client code; in English the API's message as sent; in Hindi and Tamil the catalogue's text for
   * a known API code, else null (the caller shows its own, translated, text).
   */
  get userMessage(): string | null {
    const own = this.code ? CODE_SHARED_TEXTS[this.code] : undefined;
    if (own) return own();
    if (getLocale() === DEFAULT_LOCALE) return this.apiMessage;
    return localizedErrorMessage(this.code, this.retryAfterSeconds);
  }

  get isNetworkError(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for requests cancelled with an AbortController / CancelToken. */
export function isCancelledRequest(error: unknown): boolean {
  return isCancel(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Builds an ApiError from an axios error that has a non-2xx answer ({statusCode, code, error, message}). */
export function apiErrorFromResponse(error: AxiosError): ApiError {
  const response = error.response;
  const data: unknown = response?.data;
  const body = isRecord(data) ? data : {};
  let retryAfter: number | null = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
  if (retryAfter === null) {
    const header = Number(response?.headers?.['retry-after']);
    if (Number.isFinite(header) && header >= 0) retryAfter = header;
  }
  return new ApiError({
    status: response?.status ?? null,
    code: nonEmptyString(body.code),
    userMessage: nonEmptyString(body.message) ?? (typeof data === 'string' ? nonEmptyString(data) : null),
    retryAfterSeconds: retryAfter,
    data,
    cause: error,
  });
}

/** The error for "no response" (offline, DNS, CORS, timeout). */
export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: null,
    code: CLIENT_ERROR_CODES.network,
    userMessage: sharedMessages.noInternet,
    cause,
  });
}

/** The server's error `code` ('NOT_REGISTERED', 'OTP_INVALID', …) or a client code; null otherwise. */
export function getErrorCode(error: unknown): string | null {
  if (isApiError(error)) return error.code;
  if (isAxiosError(error) && !isCancel(error)) {
    return error.response ? apiErrorFromResponse(error).code : CLIENT_ERROR_CODES.network;
  }
  return null;
}

/**
 * The text to show for a failed call, in the page's language: the client text ('No Internet
 * Connection', 'Session expired. Please login again.'); in English the server's message; in Hindi
 * and Tamil the catalogue text for the server's error `code`; else `fallback` (the caller's own
 * translated text).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.userMessage ?? fallback;
  if (isAxiosError(error)) {
    if (!error.response) return isCancel(error) ? fallback : sharedMessages.noInternet;
    return apiErrorFromResponse(error).userMessage ?? fallback;
  }
  return fallback;
}
