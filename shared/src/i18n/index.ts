export { catalogueInfo, defineMessages, formatMessage, makeTranslator } from '@vd/contract/i18n';
export type { Messages, MessageValues, Translation, Translator } from '@vd/contract/i18n';
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
} from '@vd/contract/i18n';
export type { Locale, LocaleBundle, TranslatedCatalogue } from '@vd/contract/i18n';
export { sharedMessages } from './sharedMessages';
export type { SharedMessageKey } from './sharedMessages';
export { sharedLocaleBundles } from './sharedLocales';
