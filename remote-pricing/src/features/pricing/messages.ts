import { defineMessages } from '@vd/shared/i18n';

/**
 * Texts of the pricing rules (catalogue 'pricing.rules'; each property reads the page's language).
 * The first group is the spec's, word for word ({count} is N); the rest the spec does not give.
 */
export const PRICING_MESSAGES = defineMessages('pricing.rules', {
  unsavedChanges: 'You have {count} product(s) with unsaved changes. What would you like to do?',
  saveSuccess: 'Successfully updated {count} product(s)!',
  saveFailed: 'There was an error while updating! Please try again',
  noFilters: 'No filters available for this category',
  searchPlaceholder: 'Search products in this category...',
  sellingPrice: 'Selling Price',

  priceNegative: 'A price cannot be negative.',
  priceDecimals: 'Use at most 2 digits after the decimal point.',
  priceNotNumber: 'Enter a price in rupees, for example 45 or 45.50.',
  sellingAboveMrp: 'Selling Price cannot be more than MRP.',
  conflictReloaded: 'Changed on another device, now showing the latest prices: {products}. Your other changes are kept.',
});
