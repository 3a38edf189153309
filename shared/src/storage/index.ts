export { LOCAL_KEYS, SESSION_KEYS, STORAGE_KEYS } from './keys';
export type { LocalKey, SessionKey } from './keys';
export {
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
export type { SafeStorage, StorageArea } from './storage';
