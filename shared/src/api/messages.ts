import { i18nState } from '@vd/contract/i18n';
import { defineMessages, formatMessage } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';

/**
 * What the client says for the API's error `code`s in Hindi and Tamil. The API answers
 * in English; in English the client shows the API's own `message` (word for word what it sent),
 * so these English texts are the meaning the translations carry, close to the API's wording
 * without its details (row numbers, ids, field names). See `localizedErrorMessage` in errors.ts.
 */
export const errorMessages = defineMessages('shared.errors', {
  internalError: 'Something went wrong on our side. Please try again.',
  notRegistered: 'This number is not registered as a seller.',
  notAVendor: 'This number belongs to a customer account and cannot sign in to the vendor dashboard.',
  otpAttemptsExceeded: 'Too many wrong attempts. Please request a new code.',
  otpExpired: 'This code has expired. Please request a new code.',
  rateLimited: 'Please wait {seconds} seconds and try again.',
  rateLimitedNoTime: 'Too many attempts. Please wait a little and try again.',
  vendorNotApproved: 'This vendor account is not approved yet.',
  accountMismatch: 'This request does not belong to your account. Please sign in again.',
  vendorNotFound: 'Your shop’s record was not found.',
  orderNotFound: 'This order was not found among your orders.',
  orderChanged: 'This order was changed in the meantime. Please check it again.',
  transitionNotAllowed: 'This order cannot be changed that way any more. Please check it again.',
  cancellationReasonRequired: 'A cancellation reason is needed to cancel an order.',
  statusChangeNotAllowed: 'Only a live or offline shop can switch between the two.',
  emptyUpdate: 'Nothing to save: there are no changes.',
  invalidPrice: 'One of the prices is not valid. Please check it and try again.',
  netPriceAboveMrp: 'The selling price cannot be above the MRP.',
  duplicateVariant: 'The same variant is in the list more than once.',
  variantNotFound: 'One of these products is no longer in your shop. Nothing was saved.',
  pricesChanged: 'Some products were changed elsewhere since you loaded them. Reload them and check your changes. Nothing was saved.',
  tooManyRows: 'Too many changes at once. Please save fewer at a time.',
  productNotFound: 'Product not found',
  invalidSetting: 'One of the shop settings is not valid. Please check it and try again.',
  unknownCategory: 'One of the chosen categories does not exist.',
  notALeaf: 'Choose the most specific categories.',
  fileTooLarge: 'An image is too large. Please choose a smaller one.',
  notAnImage: 'One of the files is not a photo. Please choose a photo.',
  tooManyFiles: 'Too many photos at a time. Please choose fewer.',
  noFiles: 'Please choose at least one new photo.',
  galleryFull: 'The gallery is full. Remove some photos first.',
  imageNotFound: 'This photo is no longer in your gallery.',
  uploadIncomplete: 'The upload was incomplete. Please try again.',
  outsideIndia: 'Shops must be in India.',
  addressIncomplete: 'Please fill in all required address fields.',
  invalidPinCode: 'The PIN code must be six digits, for example 110024.',
  locationRequired: 'Please select a location using search or your current location.',
  placeNotFound: 'Could not determine address from your location.',
});

export type ErrorMessageKey = keyof typeof errorMessages;

/**
 * The API's error codes (api/src, shared/src/api-contract) and the catalogue text each is shown
 * as in Hindi and Tamil. Codes only a customer app meets (SHOP_OFFLINE, ITEM_UNAVAILABLE, …) and
 * the generic ones (VALIDATION_FAILED, BAD_REQUEST) are left out: the caller's own text shows.
 */
const SERVER_CODE_TEXTS: Readonly<Record<string, () => string>> = {
  UNAUTHENTICATED: () => sharedMessages.sessionExpired,
  REFRESH_INVALID: () => sharedMessages.sessionExpired,
  REFRESH_REUSED: () => sharedMessages.sessionExpired,
  DELIVERY_FAILED: () => sharedMessages.sendOtpFailed,
  OTP_INVALID: () => sharedMessages.invalidOtp,
  ...Object.fromEntries(
    (
      [
        ['INTERNAL_ERROR', 'internalError'],
        ['NOT_REGISTERED', 'notRegistered'],
        ['NOT_A_VENDOR', 'notAVendor'],
        ['OTP_ATTEMPTS_EXCEEDED', 'otpAttemptsExceeded'],
        ['OTP_EXPIRED', 'otpExpired'],
        ['VENDOR_NOT_APPROVED', 'vendorNotApproved'],
        ['ROLE_MISMATCH', 'accountMismatch'],
        ['VENDOR_MISMATCH', 'accountMismatch'],
        ['MOBILE_MISMATCH', 'accountMismatch'],
        ['VENDOR_NOT_FOUND', 'vendorNotFound'],
        ['ORDER_NOT_FOUND', 'orderNotFound'],
        ['ORDER_CHANGED', 'orderChanged'],
        ['TRANSITION_NOT_ALLOWED', 'transitionNotAllowed'],
        ['CANCELLATION_REASON_REQUIRED', 'cancellationReasonRequired'],
        ['STATUS_CHANGE_NOT_ALLOWED', 'statusChangeNotAllowed'],
        ['EMPTY_UPDATE', 'emptyUpdate'],
        ['INVALID_PRICE', 'invalidPrice'],
        ['NET_PRICE_ABOVE_MRP', 'netPriceAboveMrp'],
        ['DUPLICATE_VARIANT', 'duplicateVariant'],
        ['VARIANT_NOT_FOUND', 'variantNotFound'],
        ['PRICES_CHANGED', 'pricesChanged'],
        ['TOO_MANY_ROWS', 'tooManyRows'],
        ['PRODUCT_NOT_FOUND', 'productNotFound'],
        ['UNKNOWN_ATTRIBUTE', 'invalidSetting'],
        ['INVALID_ATTRIBUTE', 'invalidSetting'],
        ['DUPLICATE_ATTRIBUTE', 'invalidSetting'],
        ['ATTRIBUTE_READ_ONLY', 'invalidSetting'],
        ['UNKNOWN_CATEGORY', 'unknownCategory'],
        ['NOT_A_LEAF', 'notALeaf'],
        ['FILE_TOO_LARGE', 'fileTooLarge'],
        ['IMAGE_TOO_LARGE', 'fileTooLarge'],
        ['PAYLOAD_TOO_LARGE', 'fileTooLarge'],
        ['NOT_AN_IMAGE', 'notAnImage'],
        ['TOO_MANY_FILES', 'tooManyFiles'],
        ['NO_FILES', 'noFiles'],
        ['GALLERY_FULL', 'galleryFull'],
        ['IMAGE_NOT_FOUND', 'imageNotFound'],
        ['MEDIA_NOT_FOUND', 'imageNotFound'],
        ['BAD_MULTIPART', 'uploadIncomplete'],
        ['TOO_MANY_PARTS', 'uploadIncomplete'],
        ['UNEXPECTED_FIELD', 'uploadIncomplete'],
        ['LOCATION_OUTSIDE_INDIA', 'outsideIndia'],
        ['COUNTRY_NOT_SUPPORTED', 'outsideIndia'],
        ['ADDRESS_INCOMPLETE', 'addressIncomplete'],
        ['INVALID_PIN_CODE', 'invalidPinCode'],
        ['LOCATION_REQUIRED', 'locationRequired'],
        ['PLACE_NOT_FOUND', 'placeNotFound'],
      ] as const satisfies readonly (readonly [string, ErrorMessageKey])[]
    ).map(([code, key]) => [code, () => errorMessages[key]]),
  ),
};

/** The API's error codes the client has its own text for (RATE_LIMITED included). */
export const TRANSLATED_SERVER_ERROR_CODES: readonly string[] = Object.freeze([...Object.keys(SERVER_CODE_TEXTS), 'RATE_LIMITED']);

/** The text for an API error code in the page's language, or null for a code it does not know. */
export function serverErrorText(code: string, retryAfterSeconds: number | null): string | null {
  if (code === 'RATE_LIMITED') {
    return retryAfterSeconds !== null && retryAfterSeconds > 0
      ? formatMessage(errorMessages.rateLimited, { seconds: Math.ceil(retryAfterSeconds) })
      : errorMessages.rateLimitedNoTime;
  }
  const text = SERVER_CODE_TEXTS[code];
  return text ? text() : null;
}

/**
 * From now on, ApiError texts in Hindi and Tamil use these. Called by those languages' modules, which
 * bring this file: a call, because a bare `import` of it would be dropped as side-effect free
 * (`sideEffects` of package.json).
 */
export function installServerErrorTexts(): void {
  i18nState().serverErrorText = serverErrorText;
}
