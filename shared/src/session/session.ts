/** Session lifecycle: stored-session check, sign-in completion (spec 4 step 3), sign-out. */
import { authApi, normalizeVendor, vendorApi } from '../api/services';
import { ApiError, CLIENT_ERROR_CODES, getErrorMessage } from '../api/errors';
import { supportPhone } from '../config/runtimeConfig';
import { formatMessage } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';
import { navigateTo } from '../navigation/navigator';
import { clearOfflineApiCache } from '../offline/api-cache';
import { LOCAL_KEYS } from '../storage/keys';
import { clearStoredTokens, readLocal, removeLocal } from '../storage/storage';
import { stripCountryCode } from '../validation/phone';
import { getVendor, notifySessionChanged, resetSessionState, setVendor } from './atoms';
import { applyLanguageAtSignIn } from './language';
import { followOtherTabs } from './tabs';
import type { RegistrationStatus, UserType, Vendor, VendorStatus } from './types';

/** The Pending/Reject message: with the administrator's number when one is configured (spec section 8). */
const underProcessMessage = (phone: string | null): string =>
  phone ? formatMessage(sharedMessages.registrationUnderProcess, { phone }) : formatMessage(sharedMessages.registrationUnderProcessNoPhone, {});

/** Both a stored token and a stored contact number (the protected-route rule). */
export function hasStoredSession(): boolean {
  return Boolean((readLocal(LOCAL_KEYS.token) ?? readLocal(LOCAL_KEYS.sessionToken)) && readLocal(LOCAL_KEYS.contactNo));
}

/** A customer record (userType 'user') — rejected from seller screens. */
export function isCustomer(vendor: { userType?: UserType | null } | null | undefined): boolean {
  return (vendor?.userType ?? '').trim().toLowerCase() === 'user';
}

/** Reject → rejected, Pending → pending; every other value counts as approved. */
export function registrationStatus(vendor: { status?: VendorStatus | null } | null | undefined): RegistrationStatus {
  const status = (vendor?.status ?? '').trim().toLowerCase();
  if (status === 'reject') return 'rejected';
  if (status === 'pending') return 'pending';
  return 'approved';
}

export type SignInResult =
  | { kind: 'approved'; vendor: Vendor }
  | { kind: 'not-registered' }
  | { kind: 'under-process'; message: string }
  | { kind: 'customer' }
  | { kind: 'error'; message: string };

/** Ends a session that must not enter the dashboard: server logout (errors logged), local tokens cleared. */
async function discardSession(phone10: string, serverLogout: boolean): Promise<void> {
  if (serverLogout) await authApi.logout(phone10);
  clearStoredTokens();
  void clearOfflineApiCache();
  removeLocal(LOCAL_KEYS.contactNo);
  setVendor(null);
  notifySessionChanged();
}

/**
 * Spec 4 step 3, after OTP verification: fetch the vendor by mobile number and decide.
 * Only 'approved' keeps the session (and sets vendorAtom); every other outcome discards it so
 * the protected-route guard cannot be passed with it.
 */
export async function completeSignIn(phone10: string): Promise<SignInResult> {
  const phone = stripCountryCode(phone10);
  // A new sign-in starts without anybody's offline copy of shop data, nor the vendor of an earlier
  // session of this page (its id would go as X-Vendor-Id with the new session's first read).
  setVendor(null);
  await clearOfflineApiCache();
  let vendor: Vendor | null;
  try {
    vendor = await vendorApi.fetchByMobile(phone);
  } catch (error) {
    await discardSession(phone, false);
    return { kind: 'error', message: getErrorMessage(error, sharedMessages.internalServerError) };
  }
  if (!vendor) {
    await discardSession(phone, true);
    return { kind: 'not-registered' };
  }
  if (isCustomer(vendor)) {
    await discardSession(phone, true);
    return { kind: 'customer' };
  }
  if (registrationStatus(vendor) !== 'approved') {
    await discardSession(phone, true);
    return {
      kind: 'under-process',
      message: underProcessMessage(supportPhone()),
    };
  }
  // The dashboard opens in the right language: the account's on a device with no choice of its own.
  await applyLanguageAtSignIn(vendor);
  setVendor(vendor);
  notifySessionChanged();
  followOtherTabs();
  return { kind: 'approved', vendor };
}

/**
 * Re-reads the signed-in vendor by the stored contact number and updates vendorAtom.
 * Rejects with ApiError ('Could not find user information.') when no contact number is stored.
 * An answer for a number no longer stored (another tab signed in another one meanwhile) is
 * answered to the caller but not taken as the page's vendor.
 */
export async function refreshVendor(): Promise<Vendor | null> {
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  if (!contactNo) {
    throw new ApiError({ status: null, code: CLIENT_ERROR_CODES.noContact, userMessage: sharedMessages.userInfoMissing });
  }
  const vendor = await vendorApi.fetchByMobile(contactNo);
  if (readLocal(LOCAL_KEYS.contactNo) !== contactNo) return vendor;
  setVendor(vendor);
  if (vendor) followOtherTabs();
  return vendor;
}

let vendorRead: Promise<Vendor | null> | undefined;

/**
 * The signed-in vendor's record for a page that has none yet: joins a read already under way
 * instead of asking twice. The host's boot starts it as soon as the API's address is known, and the
 * route guard's own read joins it. `early`: the same request, already made by index.html's early
 * script; its answer is taken when it is a 200 with a record, otherwise the vendor is asked for
 * again (an expired token then goes through the refresh). `refreshVendor` always asks again (after
 * a write).
 */
export function ensureVendor(early?: Promise<Response | undefined>): Promise<Vendor | null> {
  // A guard's effect runs with the vendor of its render: the read may have ended since.
  const known = getVendor();
  if (known) return Promise.resolve(known);
  vendorRead ??= (early ? vendorFromAnswer(early) : Promise.resolve(undefined))
    .then((vendor) => {
      if (vendor === undefined) return refreshVendor();
      setVendor(vendor);
      if (vendor) followOtherTabs();
      return vendor;
    })
    .finally(() => {
      vendorRead = undefined;
    });
  return vendorRead;
}

/** The vendor record in an answer of GET vendor, or undefined when it is not a 200 with one. */
export async function vendorFromAnswer(answer: Promise<Response | undefined>): Promise<Vendor | undefined> {
  const response = await answer.catch(() => undefined);
  if (response?.status !== 200) return undefined;
  try {
    return normalizeVendor(await response.json()) ?? undefined;
  } catch {
    return undefined;
  }
}

export interface SignOutOptions {
  /** Call the logout endpoint first (default true; errors are only logged). */
  callApi?: boolean;
  /** Navigate to /login afterwards (default true). */
  navigate?: boolean;
}

/**
 * Logout (spec 4 step 4): server logout (errors only logged), the session's data cleared from
 * localStorage (the device's own stays: its device tokens, which keep the owner from being locked
 * out of their number, and its language), atoms reset, navigation to /login (replacing history).
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  const { callApi = true, navigate = true } = options;
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  if (callApi && contactNo) await authApi.logout(contactNo);
  resetSessionState();
  if (navigate) navigateTo('/login', { replace: true });
}
