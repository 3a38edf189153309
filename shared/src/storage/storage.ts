/**
 * Safe Web Storage access. Storage may be missing or throw (private mode, quota, disabled
 * cookies); stored values may be garbage. Every helper swallows those failures: reads answer
 * `null` ("absent"), writes answer `false`.
 */
import { LOCAL_KEYS } from './keys';

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
