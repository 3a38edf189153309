/**
 * The texts of the attribute rules, as catalogues: the business-details editor shows them
 * in the page's language; the API never sets a language, so it answers with the English texts.
 * SPEC_MESSAGES are spec section 5 word for word; RULE_MESSAGES the spec does not give.
 */
import { defineMessages, formatMessage } from '../../i18n/messages.js';

export const SPEC_MESSAGES = defineMessages('shared.rules.attributesSpec', {
  gst: 'Invalid GST Number format.',
  pan: 'Invalid PAN Number format.',
  udyam: 'Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)',
  yearInFuture: 'Established year cannot be in the future',
  slotStartMissing: 'Please select the start time',
  slotEndMissing: 'Please select the End time',
  businessHoursMissing: 'You must set Business Hours in Step 1 before using this option.',
  noCertificates: 'No certificates added.',
  sevenDaysOpen: '7 Days Open',
  upiId: 'Invalid UPI ID format.',
});

/** Not in the spec. */
export const RULE_MESSAGES = defineMessages('shared.rules.attributes', {
  notANumber: 'Please enter a number of 0 or more.',
  notAWholeNumber: 'Please enter a whole number of 0 or more.',
  notAYear: 'Please enter the year as four digits, for example 2008.',
  notATime: 'Please enter the time as HH:MM, for example 09:30.',
  slotEndBeforeStart: 'The end time must be after the start time.',
  closingBeforeOpening: 'Closing time must be after opening time.',
  breakOutsideHours: 'The lunch break must be within opening hours.',
  minAboveMax: 'Minimum days cannot be more than maximum days.',
  notABoolean: 'Please use true or false.',
  notJson: 'This value must be valid JSON.',
  notAnObject: 'This value must be a JSON object.',
  preparationHours: 'Preparation time must be between 1 and 6 hours.',
  slotRanges: 'Pickup slots must be time ranges like 09:00-10:00.',
  weekdays: 'Weekly off days must be day names (Monday to Sunday) or all, separated by ;.',
  productDeliveryType: 'Choose Self Pickup, Home Delivery or Both.',
  url: 'Please enter a full link starting with https://',
  rating: 'Rating must be a number from 0 to 5.',
  allDaysOff: 'Closed all week',
  tooLong: 'This text is too long (at most 2000 characters).',
  unknownAttribute: 'Unknown attribute: {name}.',
  upiNameTooLong: 'The payee name can have at most 50 characters.',
});

/** 'Unknown attribute: {name}.' */
export const unknownAttributeMessage = (name: string): string => formatMessage(RULE_MESSAGES.unknownAttribute, { name });
