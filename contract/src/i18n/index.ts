/**
 * The catalogue core (Node-safe): how a text is defined in English and read in the page's language.
 * The contract's rule texts are catalogues; every app's catalogues use the same functions through
 * `@vd/shared/i18n`, which re-exports these beside the React bindings and the shared catalogues.
 */
export { catalogueInfo, defineMessages, formatMessage, ICU_SYNTAX, makeTranslator } from './messages.js';
export type { Messages, MessageValues, Translation, Translator } from './messages.js';
export {
  applyDocumentLocale,
  DEFAULT_LOCALE,
  getLocale,
  i18nState,
  INTL_LOCALES,
  intlLocale,
  isLocale,
  LANGUAGE_NAMES,
  LOCALE_STORAGE_KEY,
  LOCALES,
  rememberLocale,
  setLocale,
  subscribeLocale,
} from './locale.js';
export type { Locale, LocaleBundle, TranslatedCatalogue } from './locale.js';
