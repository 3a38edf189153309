/**
 * ICU MessageFormat for the translated catalogues (plural, select, number), with Lingui: its
 * compiler turns a text into tokens once, its runtime formats them with Intl (plural rules and
 * numbers of the language). Loaded only with a Hindi or Tamil language module that needs it, never
 * in English.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALES, type Locale } from '@vd/contract/i18n';

const instances = new Map<Locale, I18n>();
const compiled = new Set<string>();

export function formatIcu(locale: Locale, message: string, values: Readonly<Record<string, unknown>>): string {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  const key = `${locale}\u0000${message}`;
  if (!compiled.has(key)) {
    i18n.load(locale, { [message]: compileMessage(message) });
    compiled.add(key);
  }
  return i18n._(message, values as Record<string, unknown>);
}
