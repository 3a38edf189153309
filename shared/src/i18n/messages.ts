/**
 * The message-catalogue helpers every app uses, the one way (decision 0020). Each app has one
 * catalogue, `src/app/messages.ts`:
 *
 *   export const messages = defineMessages({ title: 'Orders Management', moreItems: '+{count} more' });
 *   export type MessageKey = keyof typeof messages;
 *   export const t = makeTranslator(messages);
 *
 * and components write `t('moreItems', { count })` (or read `messages.title`). English first, word
 * for word from the spec, so other Indian languages can be added later without touching components:
 * a translation library (issue 14) replaces what `defineMessages` / `makeTranslator` return, not
 * the call sites. Node-safe (no React, no CSS): importable from build-time code as `@vd/shared/i18n`.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

/** Identity helper that keeps the literal types of a catalogue (`const` type parameter). */
export function defineMessages<const T extends Readonly<Record<string, string>>>(messages: T): T {
  return messages;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Replaces `{name}` placeholders with values. Unknown placeholders are left untouched so a
 * missing value is visible rather than silently blank.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** A catalogue's `t(key, values?)`: the text of `key` with its `{name}` placeholders filled. */
export type Translator<T extends Readonly<Record<string, string>>> = (key: keyof T & string, values?: MessageValues) => string;

/** Makes an app's `t()` from its catalogue (the same way in every app). */
export function makeTranslator<const T extends Readonly<Record<string, string>>>(messages: T): Translator<T> {
  return (key, values) => formatMessage(messages[key] as string, values);
}
