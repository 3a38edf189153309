/**
 * The languages of the dashboard: English (the default, word for word the spec), Hindi
 * and Tamil. Written once here: the page's language (`@vd/shared/i18n`) and the vendor's account
 * language (GET vendor `language`, PUT vendor/language) both take the list from this file.
 */
export const LOCALES = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
