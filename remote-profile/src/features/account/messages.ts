import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of /profile/edit, /profile/settings and the shop-profile editor (spec 2, 8; word for word
 * where the spec gives them; the field labels and hints it does not give are written in its voice).
 */
export const accountMessages = defineMessages('profile.account', {
  back: 'Back',
  cancel: 'Cancel',
  save: 'Save',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  // /profile/edit
  editTitle: 'My Profile',
  editIntro: 'Your name and contact details, as your customers and our team see them.',
  fullName: 'Full Name',
  email: 'Email',
  primaryContact: 'Primary Contact Number',
  primaryContactHint: 'Your sign-in number. It cannot be changed here.',
  alternateContact: 'Alternate Contact Number (optional)',
  alternateContactHint: 'Optional. 10 digits.',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile.',
  profileError: 'An error occurred while updating profile.',
  userMissing: 'Could not find user information.',
  // /profile/settings
  settingsTitle: 'Order Settings',
  settingsIntro: 'How far you deliver and how fast, as customers see it when they order.',
  deliveryCard: 'Delivery',
  deliveryRadius: 'Delivery radius (km)',
  deliveryRadiusHint: 'Customers within this distance of your shop can order for delivery. Leave empty for no limit.',
  deliveryMinutes: 'Usual delivery time (minutes)',
  deliveryMinutesHint: 'Shown on your shop profile, e.g. 30 or 20-35.',
  expressCard: 'Express delivery',
  expressDelivery: 'Offer Express delivery',
  expressDeliveryHint: 'Customers can choose Express at checkout for the fastest delivery.',
  settingsLoadFailed: 'Could not load your shop settings. Please try again.',
  settingsUserMissing: 'User information is not available.',
  settingsFailed: 'Failed to update settings.',
  settingsUpdated: 'Shop settings updated successfully!',
  // shop profile editor
  shopTitle: 'Shop Profile',
  shopIntro: 'What customers read about your shop on its public profile.',
  aboutCard: 'About your shop',
  tagline: 'Tagline',
  taglineHint: 'One line under your shop name, e.g. Your neighbourhood store since 2008.',
  aboutUs: 'About Us',
  aboutUsHint: 'A few sentences about what you sell and what makes your shop special.',
  linksCard: 'Website and social links',
  linksHint: 'Full links starting with https://',
  website: 'Website',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  shopUpdated: 'Shop profile updated successfully!',
  shopFailed: 'Failed to update shop profile.',
  charactersLeft: '{count} characters left',
  viewPublic: 'View public profile',
});

export type AccountMessageKey = keyof typeof accountMessages;
export const at = makeTranslator(accountMessages);
