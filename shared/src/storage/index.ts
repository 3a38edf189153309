export { DEVICE_KEYS, LOCAL_KEYS, SESSION_KEYS, STORAGE_KEYS } from './keys';
export type { LocalKey, SessionKey } from './keys';
export {
  clearLocal,
  clearSessionData,
  clearStorage,
  clearStoredTokens,
  readDeviceToken,
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
  storeDeviceToken,
  storeTokens,
  writeLocal,
  writeSession,
  writeStorage,
  writeStorageJson,
  MAX_DEVICE_TOKENS,
} from './storage';
export type { SafeStorage, StorageArea } from './storage';
