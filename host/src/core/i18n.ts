import { defineLocaleBundles, getLocale, sharedAfterLoginLocaleBundles, sharedLocaleBundles } from '@vd/shared/i18n';

/**
 * The host's Hindi and Tamil texts, each downloaded only when that language is chosen,
 * in two modules per language: the login page's (with the page's title and install
 * texts), loaded with the page; and those of the screens after it (the OTP page, the signed-in shell),
 * loaded once the vendor sends a number or with a page that opens on one of those screens.
 */
export const hostLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});

export const afterLoginLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi/after-login'),
  ta: () => import('../locales/ta/after-login'),
});

/**
 * What the first render waits for: the login page's texts, the host's and @vd/shared's. None is a
 * plural, so in Hindi and Tamil the login page downloads no ICU formatter.
 */
export const APP_LOCALES = [sharedLocaleBundles, hostLocaleBundles];

/**
 * The texts of every screen after the login page (the OTP page, the host's shell, @vd/shared's other
 * catalogues) and of the API's error codes, with the ICU formatter where a language needs it (their
 * plurals). The gate of those screens (`App`) holds them until these are in.
 */
export const AFTER_LOGIN_LOCALES = [sharedAfterLoginLocaleBundles, afterLoginLocaleBundles];

/**
 * Loads the texts after the login page in the page's language (nothing to load in English). Never
 * rejects: a module that fails leaves English, and the gate tries again. The login page calls it when
 * the vendor sends a number, and the sign-in awaits it before it words an error: an API error code
 * is said in Hindi or Tamil as before (its texts are in these modules).
 */
export function loadAfterLoginTexts(locale = getLocale()): Promise<void> {
  return Promise.all(AFTER_LOGIN_LOCALES.map((bundles) => bundles.load(locale))).then(
    () => undefined,
    () => undefined,
  );
}
