/**
 * Texts of the public profile rules, until the app's catalogue takes them. Spec texts word for
 * word: tab names, 'Not Available', 'Closed', 'Newly Established', 'View On Map', 'For Enquiry &
 * Support', 'Why Shop With Us?', 'Business Details', 'Address not available', the highlight
 * defaults. The rest the spec does not give.
 */
export const PUBLIC_PROFILE_MESSAGES = {
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
  franchiseNo: 'No',
  certificateValue: '{name} ({number})',

  phone: 'Phone',
  address: 'Address',
  email: 'Email',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  website: 'Website',
} as const;

/** Public profile defaults (spec section 9). */
export const PUBLIC_PROFILE_DEFAULTS = {
  rating: 4.2,
  deliveryMinutes: '20–35',
  ordersCompleted: '500+',
  organic: '100%',
} as const;
