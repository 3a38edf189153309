import { errorResponses, nullableNumber, nullableString, vendorHeaders } from '../../http/schemas.js';

export const categoryNodeSchema = {
  $id: 'CategoryNode',
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    available: { type: 'boolean' },
    icon: nullableString,
    imageUrl: nullableString,
    subCategories: { type: 'array', items: { $ref: 'CategoryNode#' } },
  },
} as const;

export const addressSchema = {
  $id: 'Address',
  type: 'object',
  properties: {
    id: { type: 'string' },
    addressLineOne: { type: 'string' },
    addressLineTwo: nullableString,
    city: { type: 'string' },
    state: { type: 'string' },
    country: { type: 'string' },
    contactNo: nullableString,
    pinCode: nullableString,
    latitude: nullableNumber,
    longitude: nullableNumber,
    addressText: { type: 'string' },
  },
} as const;

export const vendorRecordSchema = {
  $id: 'VendorRecord',
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    shopName: { type: 'string' },
    emailId: nullableString,
    contactNo: { type: 'string', description: '+91XXXXXXXXXX' },
    alternateContact: nullableString,
    deliveryRadius: nullableNumber,
    status: { type: 'string', description: 'Approved, OutOfStation, Pending, Reject' },
    profileImage: { ...nullableString, description: 'Absolute URL' },
    address: { anyOf: [{ $ref: 'Address#' }, { type: 'null' }] },
    addressText: { type: 'string' },
    userType: { type: 'string', enum: ['vendor'] },
    vendorCategories: { type: 'array', items: { $ref: 'CategoryNode#' } },
    vendorImages: { type: 'array', items: { type: 'string' } },
    attributeValues: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, value: { type: 'string' } } },
    },
    rating: nullableNumber,
    ordersCompleted: { type: 'integer' },
    organicPct: nullableNumber,
  },
} as const;

export const getVendorSchema = {
  tags: ['vendor'],
  summary: "The signed-in vendor's record (also for Pending/Reject vendors)",
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      mobileNo: {
        type: 'string',
        maxLength: 20,
        pattern: '^[\\s+]*[0-9][0-9\\s-]*$',
        description: "Must be the signed-in vendor's own number (+91 optional); 403 otherwise",
      },
    },
  },
  response: { 200: { $ref: 'VendorRecord#' }, ...errorResponses },
} as const;
