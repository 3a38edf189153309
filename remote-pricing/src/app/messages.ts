import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The pricing area's message catalogue (English, word for word from the spec).
 * The spec's texts: 'Search products in this category...', 'Selling Price', 'Enable All',
 * 'Disable All', 'Save All', 'Discard', 'Unsaved Changes', 'You have N product(s) with unsaved
 * changes. What would you like to do?', 'Cancel', 'Save & Continue', 'Successfully updated N
 * product(s)!', 'There was an error while updating! Please try again', 'No Products Found',
 * 'No filters available for this category'. The rest are ours. The pricing rules' texts (the spec's
 * search placeholder, 'Selling Price', the save toasts, the unsaved-changes question, the price
 * refusals) are the catalogue 'pricing.rules' (features/pricing/model/messages.ts).
 */
export const messages = defineMessages('pricing', {
  pricing: 'Pricing',
  pricingTitle: 'Products & Prices',
  pricingIntro: 'Tap a product to change its MRP, selling price and availability.',

  // toolbar
  searchLabel: 'Search products',
  clearSearch: 'Clear search',
  filters: 'Filters',
  filtersWithCount: 'Filters ({count})',
  sortBy: 'Sort by',
  sortDefault: 'Available first',
  sortNameAsc: 'Name: A to Z',
  sortNameDesc: 'Name: Z to A',
  productCount: '{count} products',
  productCountOne: '1 product',

  // categories
  categoriesLabel: 'Categories',
  subCategoriesLabel: 'Sub-categories',
  subSubCategoriesLabel: 'More categories',
  unavailableCategory: '{category} (hidden in store)',
  categoriesFailed: 'Could not load your product categories.',
  noCategories: 'Your shop has no product categories yet.',
  productsFailed: 'Could not load the products of this category.',
  loadingProducts: 'Loading products',
  productsIn: 'Products in {category}',

  // empty states
  noProductsFound: 'No Products Found',
  emptyCategory: 'There are no products in {category} yet.',
  noMatches: 'No products match your search or filters. Try another name or clear the filters.',
  clearFilters: 'Clear search and filters',

  // card
  edited: 'Edited',
  unavailable: 'Unavailable',
  availableOf: '{available} of {count} available',
  allAvailable: 'Available',
  variantCount: '{count} sizes',
  mrpShort: 'MRP {price}',

  // filter drawer
  filterTitle: 'Filters',
  filterGroup_tags: 'Tags',
  filterGroup_authors: 'Authors',
  filterGroup_genres: 'Genres',
  filterGroup_publishers: 'Publishers',
  filterGroup_languages: 'Languages',
  filterGroup_collections: 'Collections',
  clearAll: 'Clear all',
  showResults: 'Show {count} products',

  // edit dialog
  editTitle: '{product}',
  mrp: 'MRP',
  available: 'Available',
  enableAll: 'Enable All',
  disableAll: 'Disable All',
  save: 'Save',
  cancel: 'Cancel',
  fixErrors: 'Please fix the highlighted prices before saving.',
  variantLegend: 'Size {size}',
  rupee: '₹',

  // save bar and unsaved dialog
  unsavedBar: '{count} product(s) with unsaved changes',
  saveAll: 'Save All',
  saving: 'Saving...',
  discard: 'Discard',
  unsavedTitle: 'Unsaved Changes',
  saveAndContinue: 'Save & Continue',
  conflictTitle: 'Prices changed on another device',
  dismiss: 'Dismiss',
});

export type MessageKey = keyof typeof messages;

export const t = makeTranslator(messages);
