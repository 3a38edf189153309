import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** The profile area's message catalogue (English, word for word from the spec). */
export const messages = defineMessages('profile', {
  // screen titles, keyed by the screen ids of the shared route table
  profile: 'Profile',
  edit: 'My Profile',
  business: 'Vendor Attributes',
  settings: 'Order Settings',
  shopProfile: 'Shop Profile',
  social: 'Social Media',
  categories: 'Categories',
  media: 'Media',
  contact: 'Contact Support',
  address: 'Confirm Your Business Address',
  vendorProfile: 'Shop Profile',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  returnPolicy: 'Return Policy',
  refundPolicy: 'Refund & Cancellation Policy',
  shippingPolicy: 'Shipping Policy',
  // profile hub
  logOut: 'Log Out',
});

export type MessageKey = keyof typeof messages;

export const t = makeTranslator(messages);
