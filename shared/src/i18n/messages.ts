/**
 * A tiny message-catalogue helper. Every user-visible text lives in one catalogue per app
 * (English first, word for word from the spec) so other Indian languages can be added later
 * without touching components.
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
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
