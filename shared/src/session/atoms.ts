/**
 * Session state on jotai's DEFAULT store: jotai is a page-wide Module Federation singleton, so
 * the host and every remote read the same atoms. Defining atoms is the only import-time work.
 */
import { atom, getDefaultStore } from 'jotai';
import { stripCountryCode } from '@vd/contract/rules';
import { clearOfflineApiCache } from '../offline/api-cache';
import { LOCAL_KEYS } from '../storage/keys';
import { clearSessionData, readLocal, readSessionToken } from '../storage/storage';
import type { Id, Vendor } from './types';

export interface SessionState {
  /** A stored token AND a stored contact number (the protected-route rule). */
  isAuthenticated: boolean;
  /** Stored contact number, 10 digits. */
  contactNo: string | null;
  /** The signed-in vendor's id once the vendor record is loaded. */
  vendorId: Id | null;
}

/** The signed-in vendor record, null until fetched. */
export const vendorAtom = atom<Vendor | null>(null);

/** Number of Pending orders for the nav badge; null until first read. Host and orders area share it. */
export const pendingOrdersCountAtom = atom<number | null>(null);

/** Bumped whenever @vd/shared writes the stored session, so derived atoms re-read storage. */
export const sessionVersionAtom = atom(0);

export const sessionAtom = atom<SessionState>((get) => {
  get(sessionVersionAtom);
  const vendor = get(vendorAtom);
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  const token = readLocal(LOCAL_KEYS.token) ?? readLocal(LOCAL_KEYS.sessionToken);
  return {
    isAuthenticated: Boolean(token && contactNo),
    contactNo,
    vendorId: vendor?.id ?? null,
  };
});

/** Tells subscribers of sessionAtom that stored tokens or contact number changed. */
export function notifySessionChanged(): void {
  getDefaultStore().set(sessionVersionAtom, (v) => v + 1);
}

export function getVendor(): Vendor | null {
  return getDefaultStore().get(vendorAtom);
}

export function setVendor(vendor: Vendor | null): void {
  getDefaultStore().set(vendorAtom, vendor);
}

export function getSession(): SessionState {
  return getDefaultStore().get(sessionAtom);
}

/**
 * The id of the vendor the stored session belongs to, as this page knows it: the page's vendor
 * record, when a session is stored and the record is the stored number's. Null when signed out,
 * before the record is read, and when another tab has signed in another number since the page read
 * it: nothing may then be sent as this page's vendor.
 */
export function sessionVendorId(): string | null {
  const vendor = getVendor();
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  if (!vendor || contactNo === null || readSessionToken() === null) return null;
  if (typeof vendor.contactNo !== 'string' || stripCountryCode(vendor.contactNo) !== stripCountryCode(contactNo)) return null;
  return String(vendor.id);
}

/** Forgets the page's session state (vendor, badge count) without touching storage: another tab owns it now. */
export function forgetSessionInPage(): void {
  setVendor(null);
  getDefaultStore().set(pendingOrdersCountAtom, null);
  notifySessionChanged();
}

/**
 * Ends the session's state (403 handling, sign-out): the session's data in localStorage (the
 * device's own, its device tokens and language, stays), the offline copy of API answers and the atoms.
 */
export function resetSessionState(): void {
  clearSessionData();
  void clearOfflineApiCache();
  forgetSessionInPage();
}
