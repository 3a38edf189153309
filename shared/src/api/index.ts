export { USER_ROLE, apiClientLoaded, isAuthEndpoint, loadApiClient, refreshSessionToken } from './client';
export { callApi, callApiResponse, routeUrl } from './call';
export { addEarlyReads, EARLY_READ_MAX_AGE_MS, expectEarlyReads } from './early-reads';
export type { EarlyRead } from './early-reads';
export type { CallInput, CallOptions } from './call';
export type { RefreshResponse } from './client';
export {
  ApiError,
  CLIENT_ERROR_CODES,
  getErrorCode,
  getErrorMessage,
  isApiError,
  isCancelledRequest,
  localizedErrorMessage,
} from './errors';
export type { ApiErrorInit } from './errors';
// Not `errorMessages` (./messages): this entry is a shared module, kept whole, so exporting it would put
// the API error codes' texts on the English login page; the Hindi and Tamil language modules bring
// them (decision 0044; it had come back with the entry points of decision 0052, decision 0061).
export { authApi, normalizeVendor, vendorApi } from './services';
export type { RequestOptions, SendOtpResponse, VerifyOtpResponse } from './services';
