/**
 * The page's language: English (the default, word for word the spec),
 * Hindi or Tamil. One state per page, kept on `globalThis` so the host and every remote share it
 * even when each has its own copy of this module (Module Federation shares `@vd/shared` as a
 * singleton, but its `@vd/shared/i18n` subpath is bundled into each app). Node-safe: no React, no DOM
 * at import time.
 */

import { isLocale, LOCALES, type Locale } from '../rules/language.js';

// The list is the API contract's (the vendor's account language takes the same values).
export { isLocale, LOCALES };
export type { Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats numbers, prices and dates with. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** Each language's name in that language (what the switch shows). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The device's choice, in localStorage (kept across logout, which clears everything else). */
export const LOCALE_STORAGE_KEY = 'vd.locale';

/** A catalogue's translated texts: key → ICU MessageFormat text. */
export type TranslatedCatalogue = Readonly<Record<string, string>>;
/** What an app's lazy language module exports: catalogue id → its texts. */
export type LocaleBundle = Readonly<Record<string, TranslatedCatalogue>>;

/** Formats one ICU message (plural, select, number) in a language: set once the ICU module is loaded. */
export type IcuFormatter = (locale: Locale, message: string, values: Readonly<Record<string, unknown>>) => string;

export interface I18nState {
  locale: Locale;
  listeners: Set<() => void>;
  /** locale → catalogue id → key → text. */
  texts: Partial<Record<Locale, Record<string, TranslatedCatalogue>>>;
  icu: IcuFormatter | null;
  /** The ICU module's load, shared by every app's copy of this module. */
  icuLoading?: Promise<IcuFormatter>;
  /** The texts of the API's error codes, set by `installServerErrorTexts` of `@vd/shared`'s `api/messages.ts` (loaded with Hindi and Tamil). */
  serverErrorText?: ((code: string, retryAfterSeconds: number | null) => string | null) | null;
  /** Every app's language loaders on this page (see `defineLocaleBundles`). */
  bundles: Set<{ load(locale: Locale): Promise<void> }>;
}

const STATE = Symbol.for('vd.i18n.state');

/**
 * The page's globals this module touches, typed without the DOM library: the API compiles this
 * module too (the rule texts of @vd/contract are catalogues) and runs it in English.
 */
interface PageGlobals {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
  document?: { documentElement: { lang: string } };
}
const page = globalThis as PageGlobals;

function readStoredLocale(): Locale {
  try {
    const stored = page.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function i18nState(): I18nState {
  const g = globalThis as typeof globalThis & { [STATE]?: I18nState };
  g[STATE] ??= { locale: readStoredLocale(), listeners: new Set(), texts: {}, icu: null, bundles: new Set() };
  return g[STATE];
}

export const getLocale = (): Locale => i18nState().locale;
export const intlLocale = (locale: Locale = getLocale()): string => INTL_LOCALES[locale];

export function subscribeLocale(listener: () => void): () => void {
  const { listeners } = i18nState();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes the current language to the device again (logout clears localStorage). */
export function rememberLocale(): void {
  try {
    const { locale } = i18nState();
    if (locale === DEFAULT_LOCALE) page.localStorage?.removeItem(LOCALE_STORAGE_KEY);
    else page.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

/** Sets `<html lang>` to the current language. */
export function applyDocumentLocale(): void {
  if (page.document) page.document.documentElement.lang = getLocale();
}

/**
 * Switches the page's language: loads every registered app's texts for it first (so nothing
 * re-renders half translated), then remembers it on the device, sets `<html lang>` and re-renders.
 */
export async function setLocale(locale: Locale): Promise<void> {
  const state = i18nState();
  if (locale !== DEFAULT_LOCALE) await Promise.all([...state.bundles].map((bundle) => bundle.load(locale)));
  if (state.locale === locale) return;
  state.locale = locale;
  rememberLocale();
  applyDocumentLocale();
  for (const listener of [...state.listeners]) listener();
}
