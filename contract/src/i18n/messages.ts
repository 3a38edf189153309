/**
 * The message-catalogue helpers every app uses, the one way. Each app has
 * its catalogues, English first and word for word from the spec:
 *
 *   export const messages = defineMessages('orders', { title: 'Orders Management', moreItems: '+{count} more' });
 *   export type MessageKey = keyof typeof messages;
 *   export const t = makeTranslator(messages);
 *
 * Components write `t('moreItems', { count })` or read `messages.title`. Both give the text in the
 * page's language: each property of a catalogue reads the Hindi or Tamil text when that language
 * is chosen and its module is loaded (`defineLocaleBundles`), else the English one. Translations
 * are ICU MessageFormat (plurals, select, numbers through Lingui); English keeps to `{name}`
 * placeholders. Node-safe (no React, no CSS): importable from build-time code.
 */
import { DEFAULT_LOCALE, i18nState } from './locale.js';

/** ICU syntax beyond `{name}`: `{count, plural, …}`, `{kind, select, …}`, `{n, number}`. */
export const ICU_SYNTAX = /\{\s*\w+\s*,/;

export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalogue: its keys, each reading the text of the page's language. */
export type Messages<T extends Readonly<Record<string, string>>> = { readonly [K in keyof T]: string };

/** A translation of catalogue `M` (its language module): every key, no other. */
export type Translation<M> = { readonly [K in keyof M]: string };

interface CatalogueInfo {
  id: string;
  english: Readonly<Record<string, string>>;
}

const info = new WeakMap<object, CatalogueInfo>();
const ids = new Set<string>();

/**
 * Defines catalogue `id` (unique on the page: 'orders', 'profile.hub', …) with its English texts.
 */
export function defineMessages<const T extends Readonly<Record<string, string>>>(id: string, english: T): Messages<T> {
  if (ids.has(id) && typeof process !== 'undefined' && process.env?.NODE_ENV === 'development') {
    console.warn(`[i18n] catalogue '${id}' is defined twice`);
  }
  ids.add(id);
  const catalogue = {} as Messages<T>;
  for (const key of Object.keys(english)) {
    Object.defineProperty(catalogue, key, {
      enumerable: true,
      get() {
        const state = i18nState();
        if (state.locale !== DEFAULT_LOCALE) {
          const text = state.texts[state.locale]?.[id]?.[key];
          if (text !== undefined) return text;
        }
        return english[key];
      },
    });
  }
  info.set(catalogue, { id, english });
  return catalogue;
}

/** A catalogue's id and English texts (for the completeness checks). */
export function catalogueInfo(messages: object): CatalogueInfo {
  const found = info.get(messages);
  if (!found) throw new Error('not a catalogue made by defineMessages');
  return found;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills a text's placeholders. `{name}` is replaced by its value (unknown placeholders are left
 * visible rather than silently blank); a translated text using ICU plural/select/number is
 * formatted by Lingui in the page's language.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  const state = i18nState();
  if (state.icu && state.locale !== DEFAULT_LOCALE && ICU_SYNTAX.test(template)) return state.icu(state.locale, template, values);
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A catalogue's `t(key, values?)`: the text of `key` in the page's language, placeholders filled. */
export type Translator<T extends Readonly<Record<string, string>>> = (key: keyof T & string, values?: MessageValues) => string;

/** Makes an app's `t()` from its catalogue (the same way in every app). */
export function makeTranslator<const T extends Readonly<Record<string, string>>>(messages: T): Translator<T> {
  return (key, values) => formatMessage(messages[key] as string, values);
}
