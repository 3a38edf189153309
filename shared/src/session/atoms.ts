/**
 * Session state on jotai's DEFAULT store: jotai is a page-wide Module Federation singleton, so
 * the host and every remote read the same atoms. Defining atoms is the only import-time work.
 */
import { atom, getDefaultStore } from 'jotai';
import { rememberLocale } from '@vd/contract/i18n';
import { clearOfflineApiCache } from '../offline/api-cache';
import { LOCAL_KEYS } from '../storage/keys';
import { clearLocal, readLocal } from '../storage/storage';
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
 * Clears ALL localStorage and resets the atoms (403 handling, sign-out). The device's language is
 * not session data: it is written back at once.
 */
export function resetSessionState(): void {
  clearLocal();
  rememberLocale();
  void clearOfflineApiCache();
  setVendor(null);
  getDefaultStore().set(pendingOrdersCountAtom, null);
  notifySessionChanged();
}
