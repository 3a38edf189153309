export { defineMessages, formatMessage, makeTranslator } from './messages';
export type { MessageValues, Translator } from './messages';
export { sharedMessages } from './sharedMessages';
export type { SharedMessageKey } from './sharedMessages';
