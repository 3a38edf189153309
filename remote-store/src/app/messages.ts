import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The store area's message catalogue (English first). Texts the spec gives are word for word:
 * 'No Products Found', 'Products in {category} category are currently unavailable.', 'Save {percent}%',
 * 'Product not found', 'Go Home', 'Why shop with us?', 'Product Details'. The rest are ours. Same
 * shape as every app's catalogue: `t(key, values)` fills placeholders.
 */
export const messages = defineMessages('store', {
  // /store
  storeTitle: 'Store',
  categoriesLabel: 'Categories',
  subCategoriesLabel: 'Sub-categories',
  productsIn: 'Products in {category}',
  browseCategories: 'All categories',
  loadingProducts: 'Loading products',
  loadingCategories: 'Loading categories',
  noProductsFound: 'No Products Found',
  categoryUnavailable: 'Products in {category} category are currently unavailable.',
  searchMismatch: 'No products match “{query}”. Try another name.',
  noCategories: 'Your store has no categories yet.',
  categoriesFailed: 'Could not load your store categories.',
  productsFailed: 'Could not load the products of this category.',
  swipeHint: 'Swipe left or right to change category',

  // product card
  saveBadge: 'Save {percent}%',
  mrpLabel: 'MRP {price}',
  priceLabel: 'Price {price}',
  chooseVariantButton: 'Choose size, {product}: {variant}',
  chooseVariantList: 'Choose size, {product}',
  productImageAlt: '{product}',

  // /store/categories
  categoryBrowserTitle: 'All categories',
  searchCategories: 'Search categories',
  searchPlaceholder: 'Search categories or sub-categories…',
  noCategoriesMatch: 'No categories match “{query}”.',
  backToStore: 'Back to store',
  subCategoryCount: '{count} sub-categories',

  // /product/{productId}
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  productNotFound: 'Product not found',
  productNotFoundText: 'This product is not in your store.',
  goHome: 'Go Home',
  productFailed: 'Could not load this product.',
  loadingProduct: 'Loading product',
  productDetails: 'Product Details',
  description: 'Description',
  brand: 'Brand',
  chooseVariantLegend: 'Available sizes',
  unavailableNow: 'Currently unavailable',
  whyShopWithUs: 'Why shop with us?',
  whyFresh: 'Fresh stock, checked every morning',
  whyPrices: 'Honest prices, never above MRP',
  whyDelivery: 'Quick delivery from your neighbourhood shop',
  whySupport: 'Talk to the shop owner directly for any help',
  gallery: 'Product images',
  showImage: 'Show image {index} of {count}',
  openViewer: 'Open image {index} of {count} full screen',
  viewerTitle: '{product}: image {index} of {count}',
  closeViewer: 'Close',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  imageCounter: '{index} / {count}',
});

export type MessageKey = keyof typeof messages;

export const t = makeTranslator(messages);
