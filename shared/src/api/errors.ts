import axios, { type AxiosError } from 'axios';
import { DEFAULT_LOCALE, getLocale } from '../i18n/locale';
import { formatMessage } from '../i18n/messages';
import { sharedMessages } from '../i18n/sharedMessages';
import { type ErrorMessageKey, errorMessages } from './errorMessages';

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
 * The API's error codes (api/src, shared/src/api-contract) and the catalogue text each is shown
 * as in Hindi and Tamil. Codes only a customer app meets (SHOP_OFFLINE, ITEM_UNAVAILABLE, …) and
 * the generic ones (VALIDATION_FAILED, BAD_REQUEST) are left out: the caller's own text shows.
 */
const SERVER_CODE_TEXTS: Readonly<Record<string, () => string>> = {
  UNAUTHENTICATED: () => sharedMessages.sessionExpired,
  REFRESH_INVALID: () => sharedMessages.sessionExpired,
  REFRESH_REUSED: () => sharedMessages.sessionExpired,
  DELIVERY_FAILED: () => sharedMessages.sendOtpFailed,
  OTP_INVALID: () => sharedMessages.invalidOtp,
  ...Object.fromEntries(
    (
      [
        ['INTERNAL_ERROR', 'internalError'],
        ['NOT_REGISTERED', 'notRegistered'],
        ['NOT_A_VENDOR', 'notAVendor'],
        ['OTP_ATTEMPTS_EXCEEDED', 'otpAttemptsExceeded'],
        ['OTP_EXPIRED', 'otpExpired'],
        ['VENDOR_NOT_APPROVED', 'vendorNotApproved'],
        ['ROLE_MISMATCH', 'accountMismatch'],
        ['VENDOR_MISMATCH', 'accountMismatch'],
        ['MOBILE_MISMATCH', 'accountMismatch'],
        ['VENDOR_NOT_FOUND', 'vendorNotFound'],
        ['ORDER_NOT_FOUND', 'orderNotFound'],
        ['ORDER_CHANGED', 'orderChanged'],
        ['TRANSITION_NOT_ALLOWED', 'transitionNotAllowed'],
        ['CANCELLATION_REASON_REQUIRED', 'cancellationReasonRequired'],
        ['STATUS_CHANGE_NOT_ALLOWED', 'statusChangeNotAllowed'],
        ['EMPTY_UPDATE', 'emptyUpdate'],
        ['INVALID_PRICE', 'invalidPrice'],
        ['NET_PRICE_ABOVE_MRP', 'netPriceAboveMrp'],
        ['DUPLICATE_VARIANT', 'duplicateVariant'],
        ['VARIANT_NOT_FOUND', 'variantNotFound'],
        ['PRICES_CHANGED', 'pricesChanged'],
        ['TOO_MANY_ROWS', 'tooManyRows'],
        ['PRODUCT_NOT_FOUND', 'productNotFound'],
        ['UNKNOWN_ATTRIBUTE', 'invalidSetting'],
        ['INVALID_ATTRIBUTE', 'invalidSetting'],
        ['DUPLICATE_ATTRIBUTE', 'invalidSetting'],
        ['ATTRIBUTE_READ_ONLY', 'invalidSetting'],
        ['UNKNOWN_CATEGORY', 'unknownCategory'],
        ['NOT_A_LEAF', 'notALeaf'],
        ['FILE_TOO_LARGE', 'fileTooLarge'],
        ['IMAGE_TOO_LARGE', 'fileTooLarge'],
        ['PAYLOAD_TOO_LARGE', 'fileTooLarge'],
        ['NOT_AN_IMAGE', 'notAnImage'],
        ['TOO_MANY_FILES', 'tooManyFiles'],
        ['NO_FILES', 'noFiles'],
        ['GALLERY_FULL', 'galleryFull'],
        ['IMAGE_NOT_FOUND', 'imageNotFound'],
        ['MEDIA_NOT_FOUND', 'imageNotFound'],
        ['BAD_MULTIPART', 'uploadIncomplete'],
        ['TOO_MANY_PARTS', 'uploadIncomplete'],
        ['UNEXPECTED_FIELD', 'uploadIncomplete'],
        ['LOCATION_OUTSIDE_INDIA', 'outsideIndia'],
        ['COUNTRY_NOT_SUPPORTED', 'outsideIndia'],
        ['ADDRESS_INCOMPLETE', 'addressIncomplete'],
        ['INVALID_PIN_CODE', 'invalidPinCode'],
        ['LOCATION_REQUIRED', 'locationRequired'],
        ['PLACE_NOT_FOUND', 'placeNotFound'],
      ] as const satisfies readonly (readonly [string, ErrorMessageKey])[]
    ).map(([code, key]) => [code, () => errorMessages[key]]),
  ),
};

/** The error codes the client has its own text for (client codes and known API codes). */
export const TRANSLATED_ERROR_CODES: readonly string[] = Object.freeze([...Object.keys(CODE_SHARED_TEXTS), ...Object.keys(SERVER_CODE_TEXTS), 'RATE_LIMITED']);

/**
 * The catalogue text for an error code in the page's language, or null for a code it does not
 * know. RATE_LIMITED says how long to wait when the API said so.
 */
export function localizedErrorMessage(code: string | null, retryAfterSeconds: number | null = null): string | null {
  if (!code) return null;
  if (code === 'RATE_LIMITED') {
    return retryAfterSeconds !== null && retryAfterSeconds > 0
      ? formatMessage(errorMessages.rateLimited, { seconds: Math.ceil(retryAfterSeconds) })
      : errorMessages.rateLimitedNoTime;
  }
  const text = CODE_SHARED_TEXTS[code] ?? SERVER_CODE_TEXTS[code];
  return text ? text() : null;
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
  return axios.isCancel(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Builds an ApiError from an axios error that has a response ({statusCode, code, error, message}). */
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
  if (axios.isAxiosError(error) && !axios.isCancel(error)) {
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
  if (axios.isAxiosError(error)) {
    if (!error.response) return axios.isCancel(error) ? fallback : sharedMessages.noInternet;
    return apiErrorFromResponse(error).userMessage ?? fallback;
  }
  return fallback;
}
