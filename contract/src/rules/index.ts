/**
 * The rules of the API contract that run in the browser too: plain data and functions, no TypeBox
 * at run time. Apps import them from '@vd/contract/rules'; the schemas build on them.
 */
export {
  DELIVERED_LABEL,
  DELIVERY_METHODS,
  MAX_PAGE_SIZE,
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_ATTR,
  ORDER_STATUSES,
  actionBetween,
  allowedActions,
  allowedTargets,
  attributeKey,
  isOrderStatus,
  normaliseAttributeName,
  normaliseTargetStatus,
} from './orders.js';
export type { DeliveryMethod, OrderAction, OrderAttributeName, OrderStatus } from './orders.js';
export { COUNTRY_CODE, PHONE_INPUT_PATTERN, PHONE_LENGTH, stripCountryCode, toE164 } from './phone.js';
export * from './vendor-attributes/index.js';
export * from './profile.js';
export * from './address.js';
export { isLocale, LOCALES } from './language.js';
export type { Locale } from './language.js';
export {
  coerceAvailable,
  imageUrls,
  normalizePricingProduct,
  normalizePricingVariant,
  normalizeProduct,
  normalizeVariant,
  toPrice,
  withPriceDefaults,
} from './catalog.js';
export type { CatalogProductShape, CatalogVariant, PricingProductShape, PricingVariantShape } from './catalog.js';
export { isUploadImageType, MAX_GALLERY_IMAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES } from './media.js';
export * from './shop-hours/index.js';
export * from './payment.js';
export { INDIA_OFFSET_SECONDS, indiaDayKey, indiaDayNumber, indiaDayStart } from './india-day.js';
export { SUMMARY_DAYS, summarise, summaryWindowStart } from './summary.js';
export type { Summary, SummaryDay, SummaryInput } from './summary.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from './idempotency.js';
export {
  ACCESS,
  ACCESS_ROLES,
  isAccessRole,
  isStaffRole,
  MAX_STAFF,
  OWNER_ONLY_ATTRIBUTES,
  ROLE_NOT_ALLOWED,
  roleMay,
  STAFF_MESSAGES,
  STAFF_NAME_MAX_LENGTH,
  STAFF_ROLES,
} from './staff.js';
export type { AccessRole, RouteAccess, StaffRole } from './staff.js';
