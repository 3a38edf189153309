import { defineMessages, makeTranslator, type Translator } from '@vd/contract/i18n';

/** Texts of the outbox (not given by the spec, English first like every catalogue). */
export const outboxMessages = defineMessages('shared.outbox', {
  waitingToSend: 'Waiting to send',
  waitingCount: '{count} waiting to send',
  waitingCountLabel: '{count} changes are waiting to be sent',
  sentOne: 'Your change has been sent.',
  sentMany: 'Your {count} changes have been sent.',
  queued: 'Saved on this phone. It will be sent when the network is back.',
  queuedInPage: 'Not sent yet. It will be sent when the network is back, if this page stays open.',
  notSent: 'Not sent',
  retry: 'Retry',
  discard: 'Discard',
  conflictOrderChanged: 'This order was changed meanwhile (the customer may have cancelled it). Your change was not applied.',
  conflictOrderGone: 'This order is no longer yours. Your change was not applied.',
  conflictPricesChanged: 'These prices were changed on another device. Your change was not applied.',
  conflictShopStatusChanged: 'The status of the shop was changed on another device after this change was made.',
  conflictRefused: 'Your change was refused: {reason}',
  conflictToast: 'A change could not be sent. Open it to retry or discard it.',
  unsentOne: '1 change has not been sent yet.',
  unsentMany: '{count} changes have not been sent yet.',
  unsentQuestion: 'Send them now, or log out and delete them from this phone? Deleted changes are never sent.',
  sendNow: 'Send now',
  deleteAndLogOut: 'Delete and log out',
  cancel: 'Cancel',
  needsNetwork: 'You are offline. This needs an internet connection.',
});

const translate = makeTranslator(outboxMessages);

let keptOnPhone: () => boolean = () => true;

/** Tells the texts where the outbox keeps its entries (the page's store registers itself). */
export function setKeptOnPhone(source: () => boolean): void {
  keptOnPhone = source;
}

/**
 * The outbox's texts in the page's language. 'queued' (what a screen says of a write it kept) says
 * "saved on this phone" only while the entries are on the phone (IndexedDB); where they are kept
 * in the page's memory only, it says the change goes if the page stays open ('queuedInPage').
 */
export const ot: Translator<typeof outboxMessages> = (key, values) => translate(key === 'queued' && !keptOnPhone() ? 'queuedInPage' : key, values);
