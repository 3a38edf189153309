/**
 * @vd/shared — the one library every app imports (shared at run time as ONE singleton).
 * Named exports only; importing has no side effects except defining jotai atoms.
 * Styles: `import '@vd/shared/styles.css'` (design tokens) once, in the host.
 */

// config
export {
  DEFAULT_API_BASE_URL,
  DEFAULT_RUNTIME_CONFIG,
  SERVICE_NAMES,
  getRuntimeConfig,
  loadRuntimeConfig,
  resetRuntimeConfig,
  serviceUrl,
  setRuntimeConfig,
  validateRuntimeConfig,
} from './config';
export type { RuntimeConfig, RuntimeConfigInput, ServiceName } from './config';

// storage
export {
  LOCAL_KEYS,
  SESSION_KEYS,
  STORAGE_KEYS,
  clearLocal,
  clearStorage,
  clearStoredTokens,
  readLocal,
  readRefreshToken,
  readSession,
  readSessionToken,
  readStorage,
  readStorageJson,
  removeLocal,
  removeSession,
  removeStorage,
  safeLocalStorage,
  safeSessionStorage,
  storeTokens,
  writeLocal,
  writeSession,
  writeStorage,
  writeStorageJson,
} from './storage';
export type { LocalKey, SafeStorage, SessionKey, StorageArea } from './storage';

// validation and business constants
export {
  AUTO_SUBMIT_DELAY_MS,
  COUNTRY_CODE,
  INSTALL_TOAST_MS,
  OTP_LENGTH,
  PHONE_LENGTH,
  REQUEST_TIMEOUT_MS,
  RESEND_SECONDS,
  TOAST_MS,
  isValidOtp,
  isValidPhone,
  submitInvalidPhoneMessage,
  otpError,
  phoneError,
  profileRuleMessages,
  profileRuleText,
  sanitizeOtpInput,
  sanitizePhoneInput,
  stripCountryCode,
  toE164,
} from './validation';
export type { OtpError, PhoneError } from './validation';

// format
export {
  INDIA_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  formatRupees,
  formatTime,
  formatTimeOfDay,
  parseTimeOfDay,
  toDate,
  toNumber,
} from './format';
export type { DateFormatOptions, DateInput, NumericInput } from './format';

// i18n
export {
  defineLocaleBundles,
  defineMessages,
  formatMessage,
  getLocale,
  intlLocale,
  LANGUAGE_NAMES,
  LOCALES,
  makeTranslator,
  setLocale,
  sharedLocaleBundles,
  sharedMessages,
} from './i18n';
export type { Locale, LocaleBundles, Messages, MessageValues, SharedMessageKey, Translation, Translator } from './i18n';
export { I18nGate, useLocale } from './i18n/react';
export { chooseLanguage } from './session/language';

// toast (react-toastify behind it, loaded after the page is interactive: decision 0019)
export { Toaster, dismissToast, getToasts, toast } from './toast';
export type { ToastItem, ToastKind, ToastOptions } from './toast';

// navigation
export { navigateTo, setNavigator } from './navigation';
export type { NavigateFn, NavigateOptions } from './navigation';

// api
export {
  ApiError,
  CLIENT_ERROR_CODES,
  USER_ROLE,
  apiClient,
  authApi,
  callApi,
  callApiResponse,
  getErrorCode,
  getErrorMessage,
  isApiError,
  isAuthEndpoint,
  isCancelledRequest,
  localizedErrorMessage,
  normalizeVendor,
  refreshSessionToken,
  routeUrl,
  vendorApi,
} from './api';
export type { ApiErrorInit, CallInput, CallOptions, RefreshResponse, RequestOptions, SendOtpResponse, VerifyOtpResponse } from './api';

// session and domain types
export {
  completeSignIn,
  getSession,
  getVendor,
  hasStoredSession,
  isCustomer,
  notifySessionChanged,
  pendingOrdersCountAtom,
  readAttribute,
  refreshVendor,
  registrationStatus,
  resetSessionState,
  sessionAtom,
  setVendor,
  signOut,
  useSession,
  useVendor,
  vendorAtom,
} from './session';
export type {
  Address,
  AttributeValue,
  CategoryNode,
  Id,
  NameValue,
  Order,
  OrderItem,
  OrderStatus,
  Product,
  RegistrationStatus,
  SessionState,
  SignInResult,
  SignOutOptions,
  UserType,
  Variant,
  Vendor,
  VendorStatus,
} from './session';

// share
export { buildInviteLink, buildShareText, displayProductName, shareShop } from './share';
export type { ShareOutcome, ShareShopOptions } from './share';

// ui kit
export { Button, Dialog, EmptyState, ErrorState, LanguageSwitch, Skeleton, Spinner } from './ui';
export type {
  ButtonProps,
  ButtonVariant,
  DialogProps,
  EmptyStateProps,
  ErrorStateProps,
  SkeletonProps,
  SpinnerProps,
} from './ui';

// --- lead: contract & mf exports ---
// The host↔remote contract (also importable alone as '@vd/shared/contract') and the kit every
// area uses until and beside its own screens. ./mf-build is Node-only: '@vd/shared/mf-build'.
export * from './contract';
export * from './router';
export { AreaPlaceholder, StandaloneShell, resolveScreen } from './area-kit';
export { OFFLINE_API_CACHE, clearOfflineApiCache } from './offline';
export type { ResolvedScreen, ScreenDef } from './area-kit';
// --- end lead block ---

// catalog (store and pricing areas): pure functions, deliberately NOT in the root — import them from
// '@vd/shared/catalog' so they are tree-shaken into the areas that use them and never reach the login
// page (docs/decisions/0008-login-budget-and-shared-growth.md).

// --- orders area: order sound, chime and notifications (shared/src/orders); the live poll is a query
// in '@vd/shared/data' (decision 0017) ---
export * from './orders';

// --- profile area (issue 11): the install flow, shared by the host chrome and the profile hub (decision 0026) ---
export {
  closeInstallTutorial,
  dismissPrompt,
  installPath,
  isIos,
  isPromptDismissed,
  isStandalone,
  useInstall,
  useInstallTutorial,
} from './pwa/install';
export type { InstallPath } from './pwa/install';
