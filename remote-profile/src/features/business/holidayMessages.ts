import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The Holidays section of /profile/business/edit: 'Holidays', 'Holiday date', 'Reason',
 * 'Add holiday' are the requested wording; the rest are ours. Its own catalogue, beside the editor's.
 */
export const holidayMessages = defineMessages('profile.business.holidays', {
  title: 'Holidays',
  text: 'Days your shop is closed, like a festival or a family wedding. Customers see it and cannot order on those days. Saved as soon as you add or remove one.',
  date: 'Holiday date',
  lastDay: 'Last day (optional)',
  lastDayHint: 'For more than one day.',
  reason: 'Reason',
  reasonPlaceholder: 'For example, Diwali',
  add: 'Add holiday',
  adding: 'Adding...',
  coming: 'Coming holidays',
  none: 'No holidays coming up.',
  remove: 'Remove',
  removeLabel: 'Remove holiday {dates}',
  added: 'Holiday added.',
  removed: 'Holiday removed.',
  addFailed: 'Could not add the holiday.',
  removeFailed: 'Could not remove the holiday.',
  loadFailed: 'Could not load your holidays.',
});

export const th = makeTranslator(holidayMessages);
