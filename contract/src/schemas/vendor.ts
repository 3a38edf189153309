/** The vendor record (GET vendor) and the category tree node it and the catalogue share. */
import { Type, type Static, type TObject, type TUnsafe } from 'typebox';
import { LOCALES, type Locale } from '../rules/language.js';
import { ACCESS_ROLES } from '../rules/staff.js';
import { PHONE_INPUT_PATTERN } from '../rules/phone.js';
import { Component, errorResponses, Nullable, Ref, StringEnum, vendorScoped } from './common.js';
import { HolidaySchema } from './hours.js';

const categoryNodeFields = {
  id: Type.String(),
  name: Type.String(),
  available: Type.Boolean(),
  icon: Nullable(Type.String(), { description: 'A short mark shown on the category tab (an emoji)' }),
  imageUrl: Nullable(Type.String(), { description: 'Absolute image URL' }),
};

/** Spec section 3 "Category tree node": up to three levels (category, sub-category, sub-sub-category). */
export interface CategoryNode extends Static<TObject<typeof categoryNodeFields>> {
  subCategories: CategoryNode[];
}

/** The self-reference is the one thing TypeBox cannot infer here; the rest of the type comes from the fields. */
const subCategories: TUnsafe<CategoryNode[]> = Type.Unsafe<CategoryNode[]>({ type: 'array', items: { $ref: 'CategoryNode#' } });

export const CategoryNodeSchema = Component('CategoryNode', { ...categoryNodeFields, subCategories });

/** Spec section 3 "Address". */
export const AddressSchema = Component('Address', {
  id: Type.String(),
  addressLineOne: Type.String(),
  addressLineTwo: Nullable(Type.String()),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  contactNo: Nullable(Type.String()),
  pinCode: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  addressText: Type.String({ description: 'The address as one line, for display and map searches' }),
});
export type Address = Static<typeof AddressSchema>;

/** A vendor attribute as GET vendor answers it (names: spec section 3 "Vendor attribute"). */
export const VendorAttributeSchema = Type.Object({ id: Type.String(), name: Type.String(), value: Type.String() });
export type VendorAttribute = Static<typeof VendorAttributeSchema>;

/** Spec section 3 "Vendor / user": the answer of GET vendor. */
export const VendorRecordSchema = Component('VendorRecord', {
  id: Type.String(),
  name: Type.String(),
  shopName: Type.String(),
  emailId: Nullable(Type.String()),
  contactNo: Type.String({ description: '+91XXXXXXXXXX' }),
  alternateContact: Nullable(Type.String()),
  deliveryRadius: Nullable(Type.Number()),
  status: Type.String({
    description: 'Approved, OutOfStation, Pending, Reject. An OutOfStation shop whose offlineUntil has passed answers Approved (it went live again by itself)',
  }),
  offlineUntil: Type.Optional(
    Nullable(Type.String({ format: 'date-time' }), { description: 'While OutOfStation: when the shop goes live again by itself; null: until switched back' }),
  ),
  holidays: Type.Optional(Type.Array(Ref(HolidaySchema), { description: 'The coming holidays, soonest first' })),
  profileImage: Nullable(Type.String(), { description: 'Absolute URL' }),
  address: Type.Union([Ref(AddressSchema), Type.Null()]),
  addressText: Type.String(),
  userType: StringEnum(['vendor']),
  vendorCategories: Type.Array(Ref(CategoryNodeSchema)),
  vendorImages: Type.Array(Type.String()),
  attributeValues: Type.Array(VendorAttributeSchema),
  rating: Nullable(Type.Number()),
  ordersCompleted: Type.Integer(),
  organicPct: Nullable(Type.Number()),
  language: Type.Unsafe<Locale | null>({
    type: ['string', 'null'],
    enum: [...LOCALES, null],
    description: "The dashboard language the vendor chose (PUT vendor/language); null until they choose one (the dashboard then keeps the device's language)",
  }),
  access: Type.Optional(
    Type.Object(
      {
        role: StringEnum(ACCESS_ROLES),
        staffName: Nullable(Type.String(), { description: "The staff member's name; null for the owner" }),
      },
      { description: 'Who is signed in: the owner, or a staff member with their role (what the dashboard shows them)' },
    ),
  ),
});
export type Vendor = Static<typeof VendorRecordSchema>;

export const getVendorRoute = {
  tags: ['vendor'],
  summary: "The signed-in vendor's record (also for Pending/Reject vendors)",
  ...vendorScoped,
  querystring: Type.Object({
    mobileNo: Type.Optional(
      Type.String({ maxLength: 20, pattern: PHONE_INPUT_PATTERN, description: "Must be the signed-in vendor's own number (+91 optional); 403 otherwise" }),
    ),
  }),
  response: { 200: Ref(VendorRecordSchema), ...errorResponses },
};
