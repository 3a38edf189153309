import { defineMessages } from '../i18n/messages';

/**
 * What the client says for the API's error `code`s in Hindi and Tamil (issue 14). The API answers
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
