export { USER_ROLE, apiClientLoaded, isAuthEndpoint, loadApiClient, refreshSessionToken } from './client';
export { callApi, callApiResponse, routeUrl } from './call';
export type { CallInput, CallOptions } from './call';
export type { ApiClient, RefreshResponse } from './client';
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
// the API error codes' texts on the English login page; the Hindi and Tamil language modules bring them.
export { authApi, normalizeVendor, vendorApi } from './services';
export type { RequestOptions, SendOtpResponse, VerifyOtpResponse } from './services';
