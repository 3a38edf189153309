import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS, STORAGE_KEYS } from './keys';
import {
  clearLocal,
  clearSessionData,
  clearStoredTokens,
  MAX_DEVICE_TOKENS,
  readDeviceToken,
  readLocal,
  readSession,
  readStorageJson,
  safeLocalStorage,
  safeSessionStorage,
  storeDeviceToken,
  storeTokens,
  writeLocal,
  writeSession,
  writeStorageJson,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('keys', () => {
  it('use the spec names', () => {
    expect(Object.values(LOCAL_KEYS)).toEqual(['contactNo', 'token', 'sessionToken', 'refreshToken', 'pwaPromptDismissed']);
    expect(Object.values(SESSION_KEYS)).toEqual(['dashboard_active_category_id', 'dashboard_active_sub_category_id']);
  });
});

describe('safe helpers', () => {
  it('read and write local and session storage', () => {
    expect(writeLocal('contactNo', '9876543210')).toBe(true);
    expect(readLocal('contactNo')).toBe('9876543210');
    writeSession(SESSION_KEYS.activeCategoryId, '12');
    expect(readSession(SESSION_KEYS.activeCategoryId)).toBe('12');
    expect(localStorage.getItem(SESSION_KEYS.activeCategoryId)).toBeNull();
  });

  it('treats "", "null" and "undefined" as absent', () => {
    localStorage.setItem('token', 'undefined');
    localStorage.setItem('contactNo', 'null');
    localStorage.setItem('refreshToken', '');
    expect(readLocal('token')).toBeNull();
    expect(readLocal('contactNo')).toBeNull();
    expect(readLocal('refreshToken')).toBeNull();
  });

  it('survives storage that throws (private mode)', () => {
    const fail = () => {
      throw new Error('QuotaExceededError');
    };
    const broken = { getItem: fail, setItem: fail, removeItem: fail, clear: fail } as unknown as Storage;
    const getter = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(readLocal('token')).toBeNull();
    expect(writeLocal('token', 'x')).toBe(false);
    expect(() => clearLocal()).not.toThrow();
    getter.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readLocal('token')).toBeNull();
    expect(writeLocal('token', 'x')).toBe(false);
    expect(() => clearStoredTokens()).not.toThrow();
  });

  it('treats garbage JSON as absent and validates shape', () => {
    localStorage.setItem('prefs', '{oops');
    expect(readStorageJson('local', 'prefs')).toBeNull();
    writeStorageJson('local', 'prefs', { a: 1 });
    expect(readStorageJson('local', 'prefs')).toEqual({ a: 1 });
    const isNumberArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');
    expect(readStorageJson('local', 'prefs', isNumberArray)).toBeNull();
  });
});

describe('tokens', () => {
  it('stores tokens with the token mirror and clears only tokens', () => {
    writeLocal(LOCAL_KEYS.contactNo, '9876543210');
    storeTokens('s1', 'r1');
    expect(readLocal('sessionToken')).toBe('s1');
    expect(readLocal('token')).toBe('s1');
    expect(readLocal('refreshToken')).toBe('r1');
    clearStoredTokens();
    expect(readLocal('sessionToken')).toBeNull();
    expect(readLocal('token')).toBeNull();
    expect(readLocal('refreshToken')).toBeNull();
    expect(readLocal('contactNo')).toBe('9876543210');
  });
});

describe('object-style access', () => {
  it('safeLocalStorage / safeSessionStorage wrap the same guarantees', () => {
    expect(STORAGE_KEYS.pwaPromptDismissed).toBe('pwaPromptDismissed');
    expect(STORAGE_KEYS.activeSubCategoryId).toBe('dashboard_active_sub_category_id');
    expect(safeLocalStorage.set(STORAGE_KEYS.pwaPromptDismissed, 'true')).toBe(true);
    expect(safeLocalStorage.get(STORAGE_KEYS.pwaPromptDismissed)).toBe('true');
    safeLocalStorage.remove(STORAGE_KEYS.pwaPromptDismissed);
    expect(safeLocalStorage.get(STORAGE_KEYS.pwaPromptDismissed)).toBeNull();
    safeSessionStorage.setJson('x', [1]);
    expect(safeSessionStorage.getJson('x')).toEqual([1]);
    safeSessionStorage.clear();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('device tokens', () => {
  it('are kept each under the number it was issued for, and given only for that number', () => {
    storeDeviceToken('9876543210', 'dt_a');
    storeDeviceToken('+919876543213', 'dt_b');
    expect(readDeviceToken('+919876543210')).toBe('dt_a');
    expect(readDeviceToken('9876543213')).toBe('dt_b');
    expect(readDeviceToken('9876543299')).toBeNull();
    // A number's new token replaces its old one.
    storeDeviceToken('9876543210', 'dt_a2');
    expect(readDeviceToken('9876543210')).toBe('dt_a2');
    expect(readDeviceToken('9876543213')).toBe('dt_b');
  });

  it('keep the newest numbers when there are too many', () => {
    for (let i = 0; i <= MAX_DEVICE_TOKENS; i++) storeDeviceToken(`98765432${String(i).padStart(2, '0')}`, `dt_${i}`);
    expect(readDeviceToken('9876543200')).toBeNull();
    expect(readDeviceToken(`98765432${MAX_DEVICE_TOKENS}`)).toBe(`dt_${MAX_DEVICE_TOKENS}`);
  });

  it('treat garbage as none', () => {
    localStorage.setItem('deviceTokens', '{"9876543210":"dt_a"}');
    expect(readDeviceToken('9876543210')).toBeNull();
    storeDeviceToken('9876543210', 'dt_b');
    expect(readDeviceToken('9876543210')).toBe('dt_b');
  });

  it('a token kept without its number by an earlier version is filed under the number signed in', () => {
    localStorage.setItem('deviceToken', 'dt_old');
    localStorage.setItem('contactNo', '9876543210');
    expect(readDeviceToken('9876543213')).toBeNull();
    expect(readDeviceToken('9876543210')).toBe('dt_old');
    expect(localStorage.getItem('deviceToken')).toBeNull();
  });
});

describe('clearSessionData', () => {
  it("removes the session's keys and keeps the device's: its device tokens and its language", () => {
    storeTokens('s1', 'r1');
    writeLocal('contactNo', '9876543210');
    writeLocal('pwaPromptDismissed', 'true');
    localStorage.setItem('deviceToken', 'dt_old');
    localStorage.setItem('vd.locale', 'hi');
    storeDeviceToken('9876543213', 'dt_b');
    clearSessionData();
    expect(Object.keys(localStorage).sort()).toEqual(['deviceTokens', 'vd.locale']);
    expect(readDeviceToken('9876543210')).toBe('dt_old');
    expect(readDeviceToken('9876543213')).toBe('dt_b');
    expect(localStorage.getItem('vd.locale')).toBe('hi');
  });
});
