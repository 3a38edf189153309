/** localStorage keys named by the spec (section 3 "Session data"). */
export const LOCAL_KEYS = Object.freeze({
  contactNo: 'contactNo',
  /** Mirror of sessionToken, read by the protected-route guard. */
  token: 'token',
  sessionToken: 'sessionToken',
  refreshToken: 'refreshToken',
  pwaPromptDismissed: 'pwaPromptDismissed',
} as const);

/** sessionStorage keys named by the spec (store dashboard selection). */
export const SESSION_KEYS = Object.freeze({
  activeCategoryId: 'dashboard_active_category_id',
  activeSubCategoryId: 'dashboard_active_sub_category_id',
} as const);

/** Every spec storage key in one object (local and session keys). */
export const STORAGE_KEYS = Object.freeze({ ...LOCAL_KEYS, ...SESSION_KEYS } as const);

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * localStorage keys of the device rather than of a session: kept when a session ends (sign-out,
 * 403, another vendor signing in). `deviceTokens`: the device tokens the API gave this device, each
 * under the number it was issued for. The device's language (`vd.locale`) is kept too; its key is
 * the catalogue core's (LOCALE_STORAGE_KEY).
 */
export const DEVICE_KEYS = Object.freeze({
  deviceTokens: 'deviceTokens',
  /** Where one device token was kept, without its number, by earlier versions of the page. */
  legacyDeviceToken: 'deviceToken',
} as const);
