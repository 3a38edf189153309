/**
 * Safe Web Storage access. Storage may be missing or throw (private mode, quota, disabled
 * cookies); stored values may be garbage. Every helper swallows those failures: reads answer
 * `null` ("absent"), writes answer `false`.
 */
import { LOCALE_STORAGE_KEY } from '@vd/contract/i18n';
import { stripCountryCode } from '@vd/contract/rules';
import { DEVICE_KEYS, LOCAL_KEYS } from './keys';

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Strings that legacy code sometimes stored instead of removing a key. */
const ABSENT_MARKERS = new Set(['', 'null', 'undefined']);

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    const value = area(which)?.getItem(key) ?? null;
    return value === null || ABSENT_MARKERS.has(value.trim()) ? null : value;
  } catch {
    return null;
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export function clearStorage(which: StorageArea): void {
  try {
    area(which)?.clear();
  } catch {
    /* ignore */
  }
}

/** Reads JSON; unparsable or rejected (by `isValid`) values count as absent. */
export function readStorageJson<T>(which: StorageArea, key: string, isValid?: (value: unknown) => value is T): T | null {
  const raw = readStorage(which, key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid && !isValid(parsed)) return null;
    return parsed as T;
  } catch {
    return null;
  }
}

export function writeStorageJson(which: StorageArea, key: string, value: unknown): boolean {
  try {
    return writeStorage(which, key, JSON.stringify(value));
  } catch {
    return false;
  }
}

export const readLocal = (key: string): string | null => readStorage('local', key);
export const writeLocal = (key: string, value: string): boolean => writeStorage('local', key, value);
export const removeLocal = (key: string): void => removeStorage('local', key);
export const clearLocal = (): void => clearStorage('local');
export const readSession = (key: string): string | null => readStorage('session', key);
export const writeSession = (key: string, value: string): boolean => writeStorage('session', key, value);
export const removeSession = (key: string): void => removeStorage('session', key);

/** Stored session tokens. `token` mirrors `sessionToken`. */
export function readSessionToken(): string | null {
  return readLocal(LOCAL_KEYS.sessionToken) ?? readLocal(LOCAL_KEYS.token);
}

export function readRefreshToken(): string | null {
  return readLocal(LOCAL_KEYS.refreshToken);
}

/** Stores a new session/refresh token pair and mirrors the session token into `token`. */
export function storeTokens(sessionToken: string, refreshToken?: string | null): void {
  writeLocal(LOCAL_KEYS.sessionToken, sessionToken);
  writeLocal(LOCAL_KEYS.token, sessionToken);
  if (refreshToken) writeLocal(LOCAL_KEYS.refreshToken, refreshToken);
}

/** Removes sessionToken, refreshToken and token (keeps contactNo and other keys). */
export function clearStoredTokens(): void {
  removeLocal(LOCAL_KEYS.sessionToken);
  removeLocal(LOCAL_KEYS.refreshToken);
  removeLocal(LOCAL_KEYS.token);
}

/** The device's keys: what a session's end leaves in localStorage. */
const DEVICE_DATA = new Set<string>([DEVICE_KEYS.deviceTokens, LOCALE_STORAGE_KEY]);

/**
 * Ends the session's data in localStorage: every key but the device's (its device tokens and its
 * language). Keys are removed one by one, so the kept ones are never absent meanwhile (another tab
 * reads the same storage). A device token kept by an earlier version without its number is first
 * filed under the number signed in, which is about to go.
 */
export function clearSessionData(): void {
  adoptLegacyDeviceToken();
  try {
    const storage = area('local');
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && !DEVICE_DATA.has(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    /* storage unavailable: nothing kept to clear */
  }
}

/** At most this many numbers keep a device token on one device (the oldest goes first). */
export const MAX_DEVICE_TOKENS = 10;

/** The device tokens as stored: one per number (10 digits), the most recently given last. */
type DeviceTokens = { phone: string; token: string }[];

const isDeviceTokens = (value: unknown): value is DeviceTokens =>
  Array.isArray(value) &&
  value.every((e) => typeof e === 'object' && e !== null && typeof e.phone === 'string' && typeof e.token === 'string' && e.token !== '');

/** A number as the device tokens are filed: 10 digits, without +91. */
const numberKey = (phone: string): string => stripCountryCode(phone.trim());

function readDeviceTokens(): DeviceTokens {
  return readStorageJson('local', DEVICE_KEYS.deviceTokens, isDeviceTokens) ?? [];
}

/**
 * The device token the API gave this device for `phone` (sent back when signing in with that number
 * only), or null. A device token is the device's, not the session's: it outlives sign-out and 403.
 */
export function readDeviceToken(phone: string): string | null {
  adoptLegacyDeviceToken();
  const number = numberKey(phone);
  return readDeviceTokens().find((e) => e.phone === number)?.token ?? null;
}

/** Keeps the device token the API gave this device at a sign-in with `phone`, in place of that number's earlier one. */
export function storeDeviceToken(phone: string, token: string): void {
  const number = numberKey(phone);
  if (number === '' || token === '') return;
  const tokens = [...readDeviceTokens().filter((e) => e.phone !== number), { phone: number, token }];
  writeStorageJson('local', DEVICE_KEYS.deviceTokens, tokens.slice(-MAX_DEVICE_TOKENS));
}

/**
 * A device token stored alone (without its number) belongs to the number signed in when it was
 * stored: it is filed under the stored contact number, or dropped when there is none (no way to
 * tell whose it is).
 */
function adoptLegacyDeviceToken(): void {
  const legacy = readLocal(DEVICE_KEYS.legacyDeviceToken);
  if (legacy === null) return;
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  if (contactNo !== null && !readDeviceTokens().some((e) => e.phone === numberKey(contactNo))) storeDeviceToken(contactNo, legacy);
  removeLocal(DEVICE_KEYS.legacyDeviceToken);
}

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  clear(): void;
  getJson<T>(key: string, isValid?: (value: unknown) => value is T): T | null;
  setJson(key: string, value: unknown): boolean;
}

function safeArea(which: StorageArea): SafeStorage {
  return Object.freeze({
    get: (key: string) => readStorage(which, key),
    set: (key: string, value: string) => writeStorage(which, key, value),
    remove: (key: string) => removeStorage(which, key),
    clear: () => clearStorage(which),
    getJson: <T>(key: string, isValid?: (value: unknown) => value is T) => readStorageJson<T>(which, key, isValid),
    setJson: (key: string, value: unknown) => writeStorageJson(which, key, value),
  });
}

/** Object-style safe access to localStorage (same guarantees as readLocal/writeLocal). */
export const safeLocalStorage: SafeStorage = safeArea('local');
/** Object-style safe access to sessionStorage. */
export const safeSessionStorage: SafeStorage = safeArea('session');
