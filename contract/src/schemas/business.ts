/**
 * Business details (spec section 7): the attribute master list and the vendor's attribute
 * save (GET/PUT vendor/attribute), the categories a vendor sells in (PUT vendor/category), the shop
 * gallery (POST vendor/upload, GET vendor/images, DELETE vendor/images/{imageId}), the shop address
 * (POST address) and offline geocoding for the address screen (GET geo/search, GET geo/reverse).
 */
import { Type, type Static } from 'typebox';
import { INDIA_BOUNDS } from '../rules/address.js';
import { MAX_GALLERY_IMAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../rules/media.js';
import { AddressSchema, CategoryNodeSchema, VendorAttributeSchema } from './vendor.js';
import { ErrorRef, errorResponses, Nullable, Ref, UUID_PATTERN, vendorScoped } from './common.js';

// ---------------------------------------------------------------- limits

// The gallery's limits (MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_GALLERY_IMAGES) live with the rules: rules/media.ts.

/** At most this many attributes in one PUT vendor/attribute. */
export const MAX_ATTRIBUTE_ROWS = 100;
/** The largest attribute value accepted (the shared rules cap text at 2000; JSON slot lists stay far below this). */
export const MAX_ATTRIBUTE_VALUE_LENGTH = 10_000;
/** At most this many leaf categories in one PUT vendor/category. */
export const MAX_VENDOR_CATEGORIES = 500;
/** Uploaded images are resized to fit this many pixels on their longer side (never enlarged). */
export const GALLERY_MAX_EDGE = 1600;
/** Thumbnails fit this many pixels on their longer side. */
export const GALLERY_THUMB_EDGE = 400;
/** Results of GET geo/search (default and maximum). */
export const GEO_SEARCH_DEFAULT_LIMIT = 8;
export const GEO_SEARCH_MAX_LIMIT = 20;

// ---------------------------------------------------------------- attributes

/** One item of the master list (spec section 7: name, type, id). */
export const AttributeDefinitionSchema = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'The stored name (spec section 3), e.g. shopTiming, gstNo' }),
  type: Type.String({ description: 'number, boolean, json, url or string' }),
});
export type AttributeDefinition = Static<typeof AttributeDefinitionSchema>;

/** One row of PUT vendor/attribute. */
export const AttributeUpdateSchema = Type.Object({
  id: Type.Optional(
    Nullable(Type.String({ maxLength: 100 }), {
      description: 'Accepted as the spec’s clients send it (the definition’s or the value’s id); the name decides what is saved',
    }),
  ),
  name: Type.String({ minLength: 1, maxLength: 100, description: 'A name of spec section 3 (unknown or read-only names → 400)' }),
  value: Nullable(Type.String({ maxLength: MAX_ATTRIBUTE_VALUE_LENGTH }), {
    description: 'The encoded value (spec section 3); "" or null means not set',
  }),
});
export type AttributeUpdate = Static<typeof AttributeUpdateSchema>;

export const AttributeUpdateListSchema = Type.Array(AttributeUpdateSchema, { minItems: 1, maxItems: MAX_ATTRIBUTE_ROWS });

export const AttributeSaveResultSchema = Type.Object({
  saved: Type.Array(VendorAttributeSchema, { description: 'The rows of this save as stored (normalised: trimmed, upper-cased tax ids, canonical JSON)' }),
  attributeValues: Type.Array(VendorAttributeSchema, { description: 'Every attribute of the vendor now, as GET vendor answers them' }),
});
export type AttributeSaveResult = Static<typeof AttributeSaveResultSchema>;

/** One refused row of PUT vendor/attribute (400 INVALID_ATTRIBUTE lists them all in `attributes`). */
export const AttributeProblemSchema = Type.Object({ name: Type.String(), message: Type.String() });
export type AttributeProblem = Static<typeof AttributeProblemSchema>;

export const getAttributeDefinitionsRoute = {
  tags: ['vendor'],
  summary: 'The attribute master list (name, type, id)',
  ...vendorScoped,
  response: { 200: Type.Array(AttributeDefinitionSchema), ...errorResponses },
};

export const saveAttributesRoute = {
  tags: ['vendor'],
  summary: 'Save some of the signed-in vendor’s attributes, all or nothing',
  description:
    `A list (1–${MAX_ATTRIBUTE_ROWS}) of {id?, name, value}. Each value is checked with the shared rules of spec section 5 ` +
    '(times HH:MM, numbers 0 or more, GST/PAN/Udyam formats after upper-casing, year not in the future, well-formed JSON, ' +
    'minDays not above maxDays) and stored normalised; "" or null clears a value. Names not in the list are left as they are. ' +
    '400 INVALID_ATTRIBUTE names the first problem and lists every one in `attributes: [{name, message}]`; 400 UNKNOWN_ATTRIBUTE, ' +
    'ATTRIBUTE_READ_ONLY (ratings, order counts and Mins Delivery — the vendor sets delivery_minutes), DUPLICATE_ATTRIBUTE. Nothing is written on any refusal.',
  ...vendorScoped,
  body: AttributeUpdateListSchema,
  response: { 200: AttributeSaveResultSchema, ...errorResponses },
};

// ---------------------------------------------------------------- categories

export const VendorCategoryIdsSchema = Type.Array(Type.String({ pattern: UUID_PATTERN }), {
  minItems: 1,
  maxItems: MAX_VENDOR_CATEGORIES,
  description: 'The leaf category ids the vendor sells in (the whole set: it replaces the previous one)',
});

export const VendorCategoriesResultSchema = Type.Object({
  categoryIds: Type.Array(Type.String(), { description: 'The vendor’s leaf categories now' }),
  vendorCategories: Type.Array(Ref(CategoryNodeSchema), { description: 'As GET vendor answers them: the leaves with their ancestors' }),
});
export type VendorCategoriesResult = Static<typeof VendorCategoriesResultSchema>;

export const saveVendorCategoriesRoute = {
  tags: ['vendor'],
  summary: 'Replace the leaf categories the signed-in vendor sells in',
  description:
    'At least one id (400 VALIDATION_FAILED otherwise). Every id must be a leaf category (400 UNKNOWN_CATEGORY / NOT_A_LEAF with `ids`). ' +
    'Duplicates count once. GET vendor, GET category?scope=vendor (the store) and GET vendor/products/categories follow at once.',
  ...vendorScoped,
  body: VendorCategoryIdsSchema,
  response: { 200: VendorCategoriesResultSchema, ...errorResponses },
};

// ---------------------------------------------------------------- gallery

export const GalleryImageSchema = Type.Object({
  id: Type.String(),
  url: Type.String({ description: 'Absolute URL of the image (uploads: at most 1600 px on the longer side, WebP)' }),
  thumbnailUrl: Type.String({ description: 'Absolute URL of a thumbnail (uploads: at most 400 px; seeded images: the image itself)' }),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  contentType: Type.String(),
  createdAt: Type.String({ description: 'ISO time' }),
});
export type GalleryImage = Static<typeof GalleryImageSchema>;

export const GalleryResultSchema = Type.Object({
  images: Type.Array(GalleryImageSchema, { description: 'The whole gallery now, in display order (as vendorImages in GET vendor)' }),
  added: Type.Array(GalleryImageSchema, { description: 'The images this upload added (empty for a delete)' }),
});
export type GalleryResult = Static<typeof GalleryResultSchema>;

export const listGalleryRoute = {
  tags: ['vendor'],
  summary: 'The signed-in vendor’s gallery with image ids (for removing one)',
  ...vendorScoped,
  response: { 200: Type.Array(GalleryImageSchema), ...errorResponses },
};

/**
 * POST vendor/upload takes multipart/form-data, which the route schema does not describe (Fastify
 * validates JSON bodies); the handler enforces the rules in the description.
 */
export const uploadGalleryRoute = {
  tags: ['vendor'],
  summary: 'Upload shop photos to the signed-in vendor’s gallery',
  description:
    `multipart/form-data with one or more parts named \`files\` (1–${MAX_UPLOAD_FILES} files). Each file at most ${MAX_UPLOAD_BYTES} bytes (5 MB) ` +
    '(413 FILE_TOO_LARGE naming the file, the spec’s text: File "{file}" exceeds 5MB.) and a JPEG, PNG or WebP image by its content, ' +
    'whatever its name or declared type (415 NOT_AN_IMAGE naming the file). Images are turned upright, stripped of metadata (location), ' +
    `resized to at most ${GALLERY_MAX_EDGE} px with a ${GALLERY_THUMB_EDGE} px thumbnail, stored in the database and added to the end of the gallery. ` +
    `All files are checked before anything is stored; one transaction: all or nothing. 400 NO_FILES; 409 GALLERY_FULL (over ${MAX_GALLERY_IMAGES}). ` +
    'The vendor id as a query parameter (spec section 7: `vendorId`, or `X-Vendor-Id` as PUT vendor takes it) must be the signed-in vendor ' +
    '(403 VENDOR_MISMATCH otherwise).',
  ...vendorScoped,
  querystring: Type.Object({
    vendorId: Type.Optional(Type.String({ maxLength: 200, description: 'Must be the signed-in vendor (403 VENDOR_MISMATCH otherwise)' })),
    'X-Vendor-Id': Type.Optional(Type.String({ maxLength: 200, description: 'Same as vendorId' })),
  }),
  response: {
    200: GalleryResultSchema,
    ...errorResponses,
    409: ErrorRef('GALLERY_FULL'),
    413: ErrorRef('FILE_TOO_LARGE (a file over 5 MB), TOO_MANY_FILES'),
    415: ErrorRef('NOT_AN_IMAGE, UNSUPPORTED_MEDIA_TYPE (not multipart)'),
  },
};

export const deleteGalleryImageRoute = {
  tags: ['vendor'],
  summary: 'Remove an image from the signed-in vendor’s gallery',
  description: 'Its stored files go too (uploads). Unknown id or another vendor’s image → 404 IMAGE_NOT_FOUND.',
  ...vendorScoped,
  params: Type.Object({ imageId: Type.String({ pattern: UUID_PATTERN }) }),
  response: { 200: GalleryResultSchema, ...errorResponses },
};

// ---------------------------------------------------------------- address

/** POST address: spec section 3 "Address", section 5 "Address". */
export const AddressInputSchema = Type.Object({
  addressLineOne: Type.Optional(Type.String({ maxLength: 200, description: 'Required (checked by the API so a blank one gets the spec’s message)' })),
  addressLineTwo: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  city: Type.Optional(Type.String({ maxLength: 100, description: 'Required' })),
  state: Type.Optional(Type.String({ maxLength: 100, description: 'Required' })),
  pinCode: Type.Optional(Type.String({ maxLength: 10, description: 'Required: six digits, not starting with 0 (Indian PIN code)' })),
  country: Type.Optional(Nullable(Type.String({ maxLength: 60, description: 'India (the default); nothing else is accepted' }))),
  contactNo: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  latitude: Type.Optional(
    Nullable(Type.Number(), {
      description: `Required, ${INDIA_BOUNDS.minLatitude} to ${INDIA_BOUNDS.maxLatitude} (India); null or missing → 400 LOCATION_REQUIRED`,
    }),
  ),
  longitude: Type.Optional(
    Nullable(Type.Number(), {
      description: `Required, ${INDIA_BOUNDS.minLongitude} to ${INDIA_BOUNDS.maxLongitude} (India); null or missing → 400 LOCATION_REQUIRED`,
    }),
  ),
});
export type AddressInput = Static<typeof AddressInputSchema>;

export const saveAddressRoute = {
  tags: ['vendor'],
  summary: 'Save the signed-in vendor’s shop address (creates it or replaces it)',
  description:
    'addressLineOne, city, state, pinCode required (missing or blank → 400 ADDRESS_INCOMPLETE, the spec’s text); latitude and longitude ' +
    'required (400 LOCATION_REQUIRED, the spec’s text) and inside India (400 LOCATION_OUTSIDE_INDIA); pinCode six digits, not starting with 0 ' +
    '(400 INVALID_PIN_CODE); country India or absent (400 COUNTRY_NOT_SUPPORTED). ' +
    'Answers the saved address; GET vendor shows it as `address`.',
  ...vendorScoped,
  querystring: Type.Object({ vendorId: Type.Optional(Type.String({ maxLength: 200 })) }),
  body: AddressInputSchema,
  response: { 200: Ref(AddressSchema), ...errorResponses },
};

// ---------------------------------------------------------------- geocoding

/** A place the address screen can fill its fields from. */
export const GeoPlaceSchema = Type.Object({
  label: Type.String({ description: 'One line to show, e.g. "Lajpat Nagar, South Delhi, Delhi 110024"' }),
  addressLineOne: Type.Optional(Type.String({ description: 'The locality (post office area), when the place is one' })),
  city: Type.String({ description: 'The district (GeoNames admin2)' }),
  state: Type.String(),
  pinCode: Type.String(),
  country: Type.String({ description: 'India' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  distanceKm: Type.Optional(Type.Number({ description: 'GET geo/reverse: how far the place is from the point' })),
});
export type GeoPlace = Static<typeof GeoPlaceSchema>;

export const geoSearchRoute = {
  tags: ['geo'],
  summary: 'Places in India matching a text (locality, district, state or PIN code prefix), offline',
  description:
    'Served from an embedded GeoNames postal-code data set of India, no internet. Every word of q must start a word ' +
    'of the place, its district or state (or q is a PIN code prefix). Best matches first.',
  ...vendorScoped,
  querystring: Type.Object({
    q: Type.String({ minLength: 2, maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: GEO_SEARCH_MAX_LIMIT, default: GEO_SEARCH_DEFAULT_LIMIT })),
  }),
  response: { 200: Type.Array(GeoPlaceSchema), ...errorResponses },
};

export const geoReverseRoute = {
  tags: ['geo'],
  summary: 'The nearest known place to a point in India, offline',
  description: 'lat/lng inside India (400 LOCATION_OUTSIDE_INDIA otherwise); 404 PLACE_NOT_FOUND when no known place is within 50 km (open sea).',
  ...vendorScoped,
  querystring: Type.Object({
    lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude; outside India → 400 LOCATION_OUTSIDE_INDIA' }),
    lng: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude; outside India → 400 LOCATION_OUTSIDE_INDIA' }),
  }),
  response: { 200: GeoPlaceSchema, ...errorResponses },
};
