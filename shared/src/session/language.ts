/**
 * The vendor's language choice: on the device (localStorage, through
 * `setLocale`) and on the vendor's account (PUT vendor/language), so it follows them to a new phone.
 *
 * - A signed-in vendor picks a language: the page switches at once and the account is updated in
 *   the background; a failed save keeps the device's choice and is only logged.
 * - A language picked before signing in (on /login) is saved to the account right after sign-in.
 * - At sign-in on a device with no choice of its own (no `vd.locale` in localStorage), the page
 *   takes the account's language.
 * - Logout clears the session's data from localStorage; the language is the device's and stays.
 * - When the page changes language, the toasts on screen (written in the old one) are closed.
 */
import { vendorApi } from '../api/services';
import { getLocale, isLocale, LOCALE_STORAGE_KEY, type Locale, setLocale } from '@vd/contract/i18n';
import { readLocal } from '../storage/storage';
import { dismissToast } from '../toast/store';
import { getSession, getVendor, setVendor } from './atoms';
import type { Vendor } from './types';

/**
 * A language picked while nobody is signed in: saved to the account of the next sign-in on this
 * page. In module state (the main `@vd/shared` entry is a page-wide singleton).
 */
let chosenBeforeSignIn: Locale | null = null;

/** Whether this device holds a language choice of its own (kept across logout). */
export function deviceHasLanguage(): boolean {
  return isLocale(readLocal(LOCALE_STORAGE_KEY));
}

/** Saves `locale` as the account's language; never rejects (a failure is logged, the device keeps its choice). */
export async function saveAccountLanguage(locale: Locale): Promise<void> {
  try {
    const saved = await vendorApi.setLanguage(locale);
    const current = getVendor();
    if (current && current.id === saved.id) setVendor({ ...current, language: saved.language });
  } catch (error) {
    console.warn('[i18n] the language could not be saved to the account; this device keeps it', error);
  }
}

/**
 * The vendor picked `locale` in a language switch. Resolves once the page speaks it; the account is
 * updated in the background (signed in) or right after the next sign-in (on /login).
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  const before = getLocale();
  await setLocale(locale);
  if (locale !== before) dismissToast();
  if (!getSession().isAuthenticated) {
    chosenBeforeSignIn = locale;
    return;
  }
  chosenBeforeSignIn = null;
  if (getVendor()?.language !== locale) void saveAccountLanguage(locale);
}

/**
 * At sign-in, before the dashboard shows (`completeSignIn`, approved vendors only): a language picked
 * before signing in goes to the account; otherwise, on a device with no choice of its own, the page
 * takes the account's language. Never rejects: when the language cannot be loaded the page stays as it is.
 */
export async function applyLanguageAtSignIn(vendor: Vendor): Promise<void> {
  const chosen = chosenBeforeSignIn;
  chosenBeforeSignIn = null;
  if (chosen !== null) {
    if (vendor.language !== chosen) void saveAccountLanguage(chosen);
    return;
  }
  if (deviceHasLanguage()) return;
  const account = vendor.language;
  if (!isLocale(account) || account === getLocale()) return;
  try {
    await setLocale(account);
    // "Verification code sent" and the like were written in the language of the sign-in screens.
    dismissToast();
  } catch (error) {
    console.warn('[i18n] the account language could not be loaded; the page stays as it is', error);
  }
}

/** Tests only: forget a choice made before sign-in. */
export function resetLanguageChoiceForTests(): void {
  chosenBeforeSignIn = null;
}
