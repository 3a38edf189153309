import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of /profile/categories/edit. Word for word from the spec: 'No Categories Found', 'Request
 * Category', 'Update Categories', 'Please select at least one category.', 'Categories updated
 * successfully!', 'Failed to update categories.'. The others the spec does not give.
 */
export const messages = defineMessages('profile.categories', {
  title: 'Categories',
  back: 'Back',
  intro: 'Choose what your shop sells. Customers find you under these categories.',
  search: 'Search categories',
  noneFound: 'No Categories Found',
  noneFoundText: 'Try another word, or ask us to add the category you need.',
  requestCategory: 'Request Category',
  requestTitle: 'Request a Category',
  requestMessage: 'Please add a category for: {query}',
  update: 'Update Categories',
  updating: 'Updating...',
  selectOne: 'Please select at least one category.',
  updated: 'Categories updated successfully!',
  updateFailed: 'Failed to update categories.',
  loadFailed: 'Could not load the categories.',
  selected: '{count} selected',
  selectedOne: '1 selected',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
