export { catalogueInfo, defineMessages, formatMessage, makeTranslator } from './messages';
export type { Messages, MessageValues, Translation, Translator } from './messages';
export { defineLocaleBundles } from './bundles';
export type { LocaleBundles, LocaleLoaders } from './bundles';
export {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  getLocale,
  INTL_LOCALES,
  intlLocale,
  isLocale,
  LANGUAGE_NAMES,
  LOCALE_STORAGE_KEY,
  LOCALES,
  rememberLocale,
  setLocale,
  subscribeLocale,
} from './locale';
export type { Locale, LocaleBundle, TranslatedCatalogue } from './locale';
export { sharedMessages } from './sharedMessages';
export type { SharedMessageKey } from './sharedMessages';
export { sharedLocaleBundles } from './sharedLocales';
