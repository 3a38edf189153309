import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The public profile's message catalogue (kept in the feature). Spec texts word for word: tab
 * names, 'Shop Now', 'Vendor data not found.', 'Go Back', 'Not Available', 'Closed', 'Newly
 * Established', 'View On Map', 'For Enquiry & Support', 'Why Shop With Us?', 'Business Details',
 * 'Address not available', 'Directions', 'Call', the highlight defaults. The rest the spec does not give.
 */
export const PUBLIC_PROFILE_MESSAGES = defineMessages('profile.public', {
  tabOverview: 'Overview',
  tabGallery: 'Gallery',
  tabCategories: 'Categories',
  tabBusinessHours: 'Business Hours',
  tabBusinessInfo: 'Business Info',
  tabLocateUs: 'Locate Us',

  closed: 'Closed',
  notAvailable: 'Not Available',
  newlyEstablished: 'Newly Established',
  viewOnMap: 'View On Map',
  forEnquiry: 'For Enquiry & Support',
  whyShopWithUs: 'Why Shop With Us?',
  businessDetails: 'Business Details',
  addressNotAvailable: 'Address not available',

  hoursRange: '{opening} - {closing}',
  breakLine: 'Break: {start} - {end}',
  experienceYears: '{years} Years of Experience',
  experienceOneYear: '1 Year of Experience',
  freeDeliveryAbove: 'Free delivery on orders above {minimum}',
  freeDeliveryWithMinimum: 'Free delivery, minimum order {minimum}',
  freeDelivery: 'Free delivery',
  flatDeliveryFee: 'Flat {fee} delivery fee',

  businessType: 'Business Type',
  gstNumber: 'GST Number',
  establishedYear: 'Established',
  certificate: 'Certificate',
  franchise: 'Franchise',
  franchiseYes: 'Yes',
  franchiseYesBrands: 'Yes: {brands}',
  franchiseNo: 'No',
  certificateValue: '{name} ({number})',

  phone: 'Phone',
  address: 'Address',
  email: 'Email',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  website: 'Website',

  // screen
  shopNow: 'Shop Now',
  share: 'Share',
  shopImage: '{shopName} shop photo',
  vendorNotFound: 'Vendor data not found.',
  goBack: 'Go Back',
  loadingProfile: 'Loading shop profile',
  profileTabs: 'Shop profile sections',

  // Overview
  aboutUs: 'About Us',
  contactInfo: 'Contact Info',
  noContact: 'No contact details yet.',

  // Gallery
  galleryLoading: 'Loading gallery',
  galleryEmpty: 'No photos yet.',
  openImage: 'Open photo {index} of {count}',
  galleryImage: 'Photo {index} of {count}',
  closeImage: 'Close photo',

  // Categories
  noCategories: 'No categories yet.',

  // Business Hours
  today: 'Today',
  holidays: 'Holidays',

  // Business Info
  ratingLabel: 'Average Rating',
  deliveryMinutesLabel: 'Mins Delivery',
  ordersCompletedLabel: 'Orders Completed',
  organicLabel: 'Organic Produce',
  deliveryLabel: 'Delivery',
  experienceLabel: 'Experience',

  // Locate Us
  directions: 'Directions',
  call: 'Call',
  mapCardLabel: 'Shop location',
  mapLabel: 'Map of {name}',
  coordinates: '{latitude}, {longitude}',
});

export type PublicProfileMessageKey = keyof typeof PUBLIC_PROFILE_MESSAGES;

/** `t(key, values)` of the public profile catalogue. */
export const t = makeTranslator(PUBLIC_PROFILE_MESSAGES);

/** Public profile defaults (spec section 9). */
export const PUBLIC_PROFILE_DEFAULTS = {
  rating: 4.2,
  deliveryMinutes: '20–35',
  ordersCompleted: '500+',
  organic: '100%',
} as const;
