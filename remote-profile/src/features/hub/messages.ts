import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** The profile hub's texts (spec 2 "/profile", 4 "Shop status", 8; word for word where the spec gives them). */
export const hubMessages = defineMessages('profile.hub', {
  title: 'Profile',
  logOut: 'Log Out',
  operatedBy: 'Operated by {name}',
  onlineStatus: 'Online Status',
  live: 'Live',
  offline: 'Offline',
  liveHint: 'Your shop is accepting orders.',
  offlineHint: 'Your shop is not taking new orders.',
  lockedHint: 'The shop status can be switched only when your shop is Approved or Offline (current status: {status}).',
  statusSwitch: 'Shop online status',
  nowLive: 'Your shop is now Live.',
  nowOffline: 'Your shop is now Offline.',
  statusFailed: 'Failed to update status.',
  statusError: 'An error occurred while updating status.',
  viewShop: 'View public profile',
  // Going offline for how long
  offlineTitle: 'Go offline for how long?',
  offlineHour: '1 hour',
  offlineTomorrow: 'Until tomorrow morning',
  offlineDate: 'Until a date',
  offlineManual: 'Until I switch it back',
  offlineBackOn: 'Back on',
  offlineNote: 'Your shop goes live again by itself at that time, even with the app closed.',
  goOffline: 'Go offline',
  cancel: 'Cancel',
  // Account Settings
  accountSettings: 'Account Settings',
  myProfile: 'My Profile',
  aboutBusiness: 'About Business',
  shopProfile: 'Shop Profile',
  manageAddress: 'Manage Address',
  orderSettings: 'Order Settings',
  staff: 'Staff',
  /** A manager sees the switch but only the owner takes the shop offline. */
  ownerOnlyOffline: 'Only the owner can take the shop offline.',
  categories: 'Categories',
  media: 'Media',
  installApp: 'Install App',
  language: 'Language',
  // Help & Support
  helpSupport: 'Help & Support',
  socialMedia: 'Social Media',
  contactSupport: 'Contact Support',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  returnPolicy: 'Return policy',
  refundPolicy: 'Refund & Cancellation',
  shippingPolicy: 'Shipping Policy',
  // Follow Us dialog
  followUs: 'Follow Us',
  followUsText: 'Follow us for news, offers and tips for growing your shop.',
  spreadTheWord: 'Spread the Word',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  loadFailed: 'Could not find user information.',
});

export const ht = makeTranslator(hubMessages);
