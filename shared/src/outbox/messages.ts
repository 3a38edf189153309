import { defineMessages, makeTranslator } from '@vd/contract/i18n';

/** Texts of the outbox (not given by the spec, English first like every catalogue). */
export const outboxMessages = defineMessages('shared.outbox', {
  waitingToSend: 'Waiting to send',
  waitingCount: '{count} waiting to send',
  waitingCountLabel: '{count} changes are waiting to be sent',
  sentOne: 'Your change has been sent.',
  sentMany: 'Your {count} changes have been sent.',
  queued: 'Saved on this phone. It will be sent when the network is back.',
  notSent: 'Not sent',
  retry: 'Retry',
  discard: 'Discard',
  conflictOrderChanged: 'This order was changed meanwhile (the customer may have cancelled it). Your change was not applied.',
  conflictOrderGone: 'This order is no longer yours. Your change was not applied.',
  conflictPricesChanged: 'These prices were changed on another device. Your change was not applied.',
  conflictRefused: 'Your change was refused: {reason}',
  conflictToast: 'A change could not be sent. Open it to retry or discard it.',
  unsentOne: '1 change has not been sent yet.',
  unsentMany: '{count} changes have not been sent yet.',
  unsentQuestion: 'Send them now, or keep them on this phone and send them when you sign in again?',
  sendNow: 'Send now',
  keepForLater: 'Keep and log out',
  cancel: 'Cancel',
  needsNetwork: 'You are offline. This needs an internet connection.',
});

export const ot = makeTranslator(outboxMessages);
