/**
 * The page follows the session stored in localStorage, which every tab of the browser shares: when
 * another tab signs out, or signs in another number, this page drops the vendor it holds and goes
 * to /login. Without it a tab kept showing, and sending as, a vendor whose session had ended.
 */
import { navigateTo } from '../navigation/navigator';
import { LOCAL_KEYS } from '../storage/keys';
import { forgetSessionInPage, getVendor, notifySessionChanged, sessionVendorId } from './atoms';

/** The keys that make the stored session (a `storage` event with key null: storage cleared). */
const SESSION_KEYS = new Set<string>([LOCAL_KEYS.token, LOCAL_KEYS.sessionToken, LOCAL_KEYS.refreshToken, LOCAL_KEYS.contactNo]);

/**
 * Compares the page's vendor with the stored session and follows it: a vendor whose session is no
 * longer the stored one (signed out, expired, or another number signed in, in another tab) is
 * forgotten and the page goes to /login; storage is left as it is (it is the other tab's session now).
 * Otherwise the page's session state is only read again (a token refreshed in another tab).
 */
export function followStoredSession(): void {
  if (getVendor() !== null && sessionVendorId() === null) {
    // Navigate first: the signed-in screens go before they could act on the forgotten vendor.
    navigateTo('/login', { replace: true });
    forgetSessionInPage();
    return;
  }
  notifySessionChanged();
}

function onStorage(event: StorageEvent): void {
  try {
    if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  } catch {
    return;
  }
  if (event.key === null || SESSION_KEYS.has(event.key)) followStoredSession();
}

let following = false;

/**
 * Starts following the other tabs (the `storage` event, which every other tab of the origin gets
 * when one writes localStorage). Idempotent; called once a vendor is signed in on the page.
 */
export function followOtherTabs(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', onStorage);
}

/** Tests only: stop following. */
export function stopFollowingOtherTabsForTests(): void {
  following = false;
  if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
}
