import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** The pricing area's message catalogue (English, word for word from the spec; decision 0020). */
export const messages = defineMessages({
  pricing: 'Pricing',
});

export type MessageKey = keyof typeof messages;

export const t = makeTranslator(messages);
