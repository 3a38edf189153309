import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** Labels around the policy documents (pages and dialogs); not spec texts. */
export const policyMessages = defineMessages('profile.policy', {
  updated: 'Last updated:',
  openPage: 'Open full page',
  close: 'Close',
  back: 'Back',
});

export const pt = makeTranslator(policyMessages);
