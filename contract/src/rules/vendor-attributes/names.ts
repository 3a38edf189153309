/**
 * Vendor attribute names (spec section 3 "Vendor attribute"), the one copy for the API and the apps.
 * Each constant's value is the stored name, spelled as the spec spells it: `bussinessType` keeps its
 * double s (shown to people as business type).
 */

/** The attributes a vendor edits (business details, shop profile). Key = stored name. */
export const VENDOR_ATTR = {
  deliveryCharges: 'deliveryCharges',
  minimumOrder: 'minimumOrder',
  shopTiming: 'shopTiming',
  offHours: 'offHours',
  weeklyOffDay: 'weeklyOffDay',
  isFranchise: 'isFranchise',
  franchiseName: 'franchiseName',
  bussinessType: 'bussinessType',
  productDeliveryType: 'productDeliveryType',
  serviceDeliveryType: 'serviceDeliveryType',
  subscriptionDeliveryType: 'subscriptionDeliveryType',
  deliveryMethod: 'deliveryMethod',
  deliveryPreparationTime: 'deliveryPreparationTime',
  deliverySlots: 'deliverySlots',
  isExpressDelivery: 'isExpressDelivery',
  establishedYear: 'establishedYear',
  gstNo: 'gstNo',
  panNo: 'panNo',
  certifications: 'certifications',
  udyamNo: 'udyamNo',
  minDays: 'minDays',
  maxDays: 'maxDays',
  customImage: 'customImage',
  facebook: 'facebook',
  youtube: 'youtube',
  instagram: 'instagram',
  website: 'website',
  tagline: 'tagline',
  aboutUs: 'aboutUs',
  upiId: 'upiId',
  upiPayeeName: 'upiPayeeName',
} as const;

/** The additional names the public profile reads (spec section 3); two spellings each for rating and delivery minutes. */
export const PUBLIC_PROFILE_ATTR = {
  averageRating: 'Average Rating',
  rating: 'rating',
  minsDelivery: 'Mins Delivery',
  deliveryMinutes: 'delivery_minutes',
  ordersCompleted: 'Orders Completed',
  organicProduce: 'Organic Produce',
} as const;

export type VendorAttributeName = (typeof VENDOR_ATTR)[keyof typeof VENDOR_ATTR];
export type PublicProfileAttributeName = (typeof PUBLIC_PROFILE_ATTR)[keyof typeof PUBLIC_PROFILE_ATTR];
export type KnownAttributeName = VendorAttributeName | PublicProfileAttributeName;

/** How a value is written (spec section 3 "Encodings"); decides decoding and validation. */
export type AttributeEncoding =
  | 'number'
  | 'integer'
  | 'year'
  | 'boolean'
  | 'shopTiming'
  | 'offHours'
  | 'jsonObject'
  | 'preparationTime'
  | 'deliverySlots'
  | 'weekdayList'
  | 'textList'
  | 'certificates'
  | 'productDeliveryType'
  | 'gst'
  | 'pan'
  | 'udyam'
  | 'url'
  | 'rating'
  | 'upiId'
  | 'upiName'
  | 'text';

/** Every known name and its encoding. */
export const ATTRIBUTE_ENCODINGS: Readonly<Record<KnownAttributeName, AttributeEncoding>> = {
  deliveryCharges: 'number',
  minimumOrder: 'number',
  shopTiming: 'shopTiming',
  offHours: 'offHours',
  weeklyOffDay: 'weekdayList',
  isFranchise: 'boolean',
  franchiseName: 'textList',
  bussinessType: 'text',
  productDeliveryType: 'productDeliveryType',
  serviceDeliveryType: 'boolean',
  subscriptionDeliveryType: 'boolean',
  deliveryMethod: 'jsonObject',
  deliveryPreparationTime: 'preparationTime',
  deliverySlots: 'deliverySlots',
  isExpressDelivery: 'boolean',
  establishedYear: 'year',
  gstNo: 'gst',
  panNo: 'pan',
  certifications: 'certificates',
  udyamNo: 'udyam',
  minDays: 'integer',
  maxDays: 'integer',
  customImage: 'text',
  facebook: 'url',
  youtube: 'url',
  instagram: 'url',
  website: 'url',
  tagline: 'text',
  aboutUs: 'text',
  upiId: 'upiId',
  upiPayeeName: 'upiName',
  'Average Rating': 'rating',
  rating: 'rating',
  'Mins Delivery': 'text',
  delivery_minutes: 'text',
  'Orders Completed': 'text',
  'Organic Produce': 'text',
};

/** Every name the dashboard knows, vendor attributes first. */
export const KNOWN_ATTRIBUTE_NAMES = Object.keys(ATTRIBUTE_ENCODINGS) as KnownAttributeName[];

/** Boolean attributes: a missing one reads as 'false' (spec section 3). */
export const BOOLEAN_ATTRIBUTES: readonly VendorAttributeName[] = KNOWN_ATTRIBUTE_NAMES.filter(
  (n): n is VendorAttributeName => ATTRIBUTE_ENCODINGS[n] === 'boolean',
);

export function isKnownAttributeName(name: string): name is KnownAttributeName {
  return Object.hasOwn(ATTRIBUTE_ENCODINGS, name);
}

export function attributeEncoding(name: string): AttributeEncoding | null {
  return isKnownAttributeName(name) ? ATTRIBUTE_ENCODINGS[name] : null;
}
