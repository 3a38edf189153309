export { DAIRY_CATEGORY_NAME, HIGH_DISCOUNT_PERCENT, discountPercent, isDairyCategory, isHighDiscount, shouldShowSaveBadge, showsMrp } from './discount';
export {
  answerList,
  coerceAvailable,
  imageUrls,
  normalizeCategoryTree,
  normalizePricingProduct,
  normalizePricingVariant,
  normalizeProduct,
  normalizeProducts,
  normalizeVariant,
  toPrice,
  withPriceDefaults,
} from './normalize';
export type { CatalogProduct, CategoryRef } from './normalize';
export {
  availableVariants,
  hasAvailableVariant,
  needsVariantChooser,
  pickVariant,
  variantKey,
  variantOptionLabel,
  variantSize,
  visibleProducts,
} from './variants';
export { availableCategories, findCategoryPath, firstLeaf } from './tree';
export {
  categoryTreeOf,
  keepCategoryTree,
  defaultSubCategory,
  idsForCategory,
  openingSelection,
  readStoredSelection,
  resolveSelection,
  storeSelection,
  subCategoriesOf,
} from './selection';
export type { SelectionIds, StoreSelection } from './selection';

/** Business constants of the catalogue screens (spec section 9). */
export const PRODUCT_SKELETON_COUNT = 8;
export const GALLERY_SKELETON_COUNT = 8;
export const VARIANT_DROPDOWN_CLOSE_MS = 3000;
export const GALLERY_DELAY_MS = 1000;
export { foldForSearch, searchGroups } from './search';
