import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of /profile/business/edit (Vendor Attributes). Word for word from the spec: the title, the
 * card names, 'Fetching your Business Details', 'Save Changes', 'Self Pickup', 'Home Delivery',
 * 'Both', 'Use Business Hours', 'Set Custom Hours', 'No certificates added.', 'Not Specified',
 * 'Could not load attribute settings.', 'Failed to update attributes.', 'Vendor attributes updated
 * successfully!'. The validation texts of spec section 5, '7 Days Open', 'No certificates added.' and
 * 'Closed all week' are the shared rules' catalogues (SPEC_MESSAGES, RULE_MESSAGES of
 * @vd/contract/rules), read from there. The field labels and hints the spec does not give are ours.
 */
export const messages = defineMessages('profile.business', {
  title: 'Vendor Attributes',
  back: 'Back',
  loading: 'Fetching your Business Details',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Vendor attributes updated successfully!',
  saveFailed: 'Failed to update attributes.',
  masterFailed: 'Could not load attribute settings.',
  loadFailed: 'Could not load your business details.',
  fixErrors: 'Please correct the highlighted fields.',
  yes: 'Yes',
  no: 'No',
  hours: '{count} hr',

  // Operational Basics
  operational: 'Operational Basics',
  operationalText: 'Charges, order value and when customers can reach you.',
  deliveryCharges: 'Delivery Charges (₹)',
  deliveryChargesHint: '0 means free delivery.',
  minimumOrder: 'Minimum Order (₹)',
  openingTime: 'Opening Time',
  closingTime: 'Closing Time',
  chooseTime: 'Select time',
  lunchBreak: 'Lunch Break',
  breakStart: 'Break Start',
  breakEnd: 'Break End',
  weeklyOff: 'Weekly Off Days',
  notSpecified: 'Not Specified',
  allDays: 'All Days',
  franchise: 'Is this a franchise?',
  franchiseBrands: 'Franchise Brands',
  brandPlaceholder: 'Brand name',
  addBrand: 'Add',
  removeBrand: 'Remove {name}',
  noBrands: 'No brands added.',

  // Fulfillment and Scheduling
  fulfillment: 'Fulfillment and Scheduling',
  fulfillmentText: 'How customers get their orders. Tap the selected option again to clear it.',
  productDelivery: 'Product Delivery',
  selfPickup: 'Self Pickup',
  selfPickupText: 'Customers collect from the shop',
  homeDelivery: 'Home Delivery',
  homeDeliveryText: 'You deliver to the door',
  both: 'Both',
  bothText: 'Pickup and home delivery',
  sameDay: 'Same-day Order Delivery Time',
  sameDayHint: 'Tap a choice again to clear it.',
  deliveryDays: 'Delivery Days',
  minDays: 'Minimum Days',
  maxDays: 'Maximum Days',
  reset: 'Reset',
  serviceProvider: 'Do you offer pickup slots as a service provider?',
  pickupSlots: 'Pickup Slots',
  useBusinessHours: 'Use Business Hours',
  setCustomHours: 'Set Custom Hours',
  slotStart: 'Slot Start Time',
  slotEnd: 'Slot End Time',
  slotInterval: 'Time Slot Interval',
  intervalOption: '{count} hour',
  intervalOptions: '{count} hours',
  slotSummary: '{count} slots will be offered',
  slotSummaryOne: '1 slot will be offered',
  noSlots: 'No slots yet: choose a start and end time.',

  // Legal and Business Details
  legal: 'Legal and Business Details',
  legalText: 'Shown to customers on your public profile.',
  /** A manager sees the registration numbers and the UPI ID but only the owner changes them. */
  ownerOnly: 'Only the owner can change these.',
  establishedYear: 'Established Year',
  gstNo: 'GST Number',
  panNo: 'PAN Number',
  udyamNo: 'Udyam Number',
  certifications: 'Certifications',
  certificateName: 'Certificate Name',
  certificateNameN: 'Certificate Name {index}',
  certificateNumber: 'Certificate Number',
  certificateNumberN: 'Certificate Number {index}',
  addCertificate: 'Add Certificate',
  removeCertificate: 'Remove certificate {index}',
  certificateHint: 'A certificate is saved only with both its name and number.',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
