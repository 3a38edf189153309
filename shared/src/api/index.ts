export { USER_ROLE, apiClient, isAuthEndpoint, refreshSessionToken } from './client';
export { callApi, callApiResponse, routeUrl } from './call';
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
export { errorMessages } from './messages';
export type { ApiErrorInit } from './errors';
export { authApi, normalizeVendor, vendorApi } from './services';
export type { RequestOptions, SendOtpResponse, VerifyOtpResponse } from './services';
