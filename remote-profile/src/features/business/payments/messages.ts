import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of the Payments card of /profile/business/edit. 'UPI ID' is the requested label;
 * 'Invalid UPI ID format.' is the shared rules' catalogue (SPEC_MESSAGES of @vd/contract/rules).
 */
export const messages = defineMessages('profile.business.payments', {
  title: 'Payments (UPI)',
  text: 'Customers pay you straight to this UPI ID from any UPI app. It is shown on bills and payment requests.',
  upiId: 'UPI ID',
  upiIdHint: 'Your shop’s UPI ID, for example sharmastore@okaxis.',
  payeeName: 'Payee name (optional)',
  payeeNameHint: 'The name a customer sees when paying. Leave empty to use your shop name.',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
