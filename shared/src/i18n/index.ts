export { defineMessages, formatMessage } from './messages';
export type { MessageValues } from './messages';
export { sharedMessages } from './sharedMessages';
export type { SharedMessageKey } from './sharedMessages';
