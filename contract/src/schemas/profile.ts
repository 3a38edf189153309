/**
 * The profile area's calls (spec section 7): the shop status switch (PUT vendor/status),
 * the vendor update (PUT vendor), the profile update (PUT vendor/profile) and the support messages
 * of the contact form (POST support/messages); and the dashboard language of the account (PUT
 * vendor/language). Rules (texts, validation): rules/profile.ts.
 */
import { Type, type Static } from 'typebox';
import { LOCALES } from '../rules/language.js';
import { PROFILE_LIMITS, SHOP_TOGGLE_STATUSES } from '../rules/profile.js';
import { ErrorRef, errorResponses, Nullable, Ref, StringEnum, UUID_PATTERN, vendorScoped } from './common.js';
import { VendorRecordSchema } from './vendor.js';

// ---------------------------------------------------------------- PUT vendor/status

export const ShopStatusResultSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(SHOP_TOGGLE_STATUSES),
  offlineUntil: Type.Optional(Nullable(Type.String(), { description: 'When the shop goes live again by itself (null: until switched back)' })),
  successMsg: Type.String(),
});
export type ShopStatusResult = Static<typeof ShopStatusResultSchema>;

export const shopStatusRoute = {
  tags: ['vendor'],
  summary: 'Switch the signed-in vendor’s shop live (Approved) or offline (OutOfStation)',
  description:
    'Only between Approved and OutOfStation (spec 4 "Shop status"); a vendor in any other status gets 409 STATUS_CHANGE_NOT_ALLOWED. ' +
    'While OutOfStation, POST customer/orders refuses new orders for the shop (409 SHOP_OFFLINE). Empty body. ' +
    'With status=OutOfStation, offlineUntil (ISO 8601 with a time and an offset, e.g. 2026-12-05T10:00:00+05:30 or …Z; in the future, at most 90 days ahead) makes the shop live again by itself at that time ' +
    '(400 INVALID_OFFLINE_UNTIL otherwise, or with status=Approved); without it the shop stays offline until switched back.',
  ...vendorScoped,
  querystring: Type.Object({
    vendorId: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'Must be the signed-in vendor (403 VENDOR_MISMATCH otherwise)' })),
    status: StringEnum(SHOP_TOGGLE_STATUSES),
    offlineUntil: Type.Optional(
      Type.String({ maxLength: 40, description: 'ISO 8601 date-time with an offset (Z or ±hh:mm): back live by itself then (OutOfStation only)' }),
    ),
  }),
  response: { 200: ShopStatusResultSchema, ...errorResponses, 409: ErrorRef('STATUS_CHANGE_NOT_ALLOWED') },
};

// ---------------------------------------------------------------- PUT vendor/language

/** PUT vendor/language: the vendor's dashboard language, kept with the account so it follows them to a new phone. */
export const LanguageUpdateSchema = Type.Object({ language: StringEnum(LOCALES) });
export type LanguageUpdate = Static<typeof LanguageUpdateSchema>;

export const setLanguageRoute = {
  tags: ['vendor'],
  summary: 'Set the signed-in vendor’s dashboard language (en, hi, ta); answers the vendor record',
  description: 'The dashboard adopts it at sign-in on a device where no language was chosen yet. Any other value, or no value, is 400 VALIDATION_FAILED.',
  ...vendorScoped,
  body: LanguageUpdateSchema,
  response: { 200: Ref(VendorRecordSchema), ...errorResponses },
};

// ---------------------------------------------------------------- PUT vendor, PUT vendor/profile

const Email = Nullable(Type.String({ maxLength: PROFILE_LIMITS.email }), { description: 'x@y.z; empty or null clears it' });
const AlternateContact = Nullable(Type.String({ maxLength: 20 }), { description: '10 digits, +91 optional; empty or null clears it' });
const Name = Type.String({ minLength: 1, maxLength: PROFILE_LIMITS.name });

/** PUT vendor: the vendor object; the fields a vendor may change are read, the rest ignored. */
export const VendorUpdateSchema = Type.Object({
  name: Type.Optional(Name),
  shopName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  emailId: Type.Optional(Email),
  alternateContact: Type.Optional(AlternateContact),
  deliveryRadius: Type.Optional(
    Nullable(Type.Number({ minimum: PROFILE_LIMITS.radiusMinKm, maximum: PROFILE_LIMITS.radiusMaxKm }), { description: 'Kilometres; null clears it' }),
  ),
});
export type VendorUpdate = Static<typeof VendorUpdateSchema>;

/** The spec's "success/data/error wrapper". */
export const VendorUpdateResultSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Ref(VendorRecordSchema),
  error: Type.Null(),
});
export type VendorUpdateResult = Static<typeof VendorUpdateResultSchema>;

export const updateVendorRoute = {
  tags: ['vendor'],
  summary: 'Update the signed-in vendor (name, shopName, emailId, alternateContact, deliveryRadius)',
  description: 'Other fields of the vendor object (status, contactNo, id, …) are ignored. An update naming none of the fields is 400 EMPTY_UPDATE.',
  ...vendorScoped,
  querystring: Type.Object({
    'X-Vendor-Id': Type.Optional(Type.String({ maxLength: 200, description: 'Must be the signed-in vendor (403 otherwise)' })),
  }),
  body: VendorUpdateSchema,
  response: { 200: VendorUpdateResultSchema, ...errorResponses },
};

/** PUT vendor/profile (spec 7 "vendor update (profile)"). */
export const ProfileUpdateSchema = Type.Object({
  name: Name,
  emailId: Type.Optional(Email),
  alternateContact: Type.Optional(AlternateContact),
});
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

export const updateProfileRoute = {
  tags: ['vendor'],
  summary: 'Update the signed-in vendor’s profile: full name, e-mail, alternate contact',
  ...vendorScoped,
  body: ProfileUpdateSchema,
  response: { 200: VendorUpdateResultSchema, ...errorResponses },
};

// ---------------------------------------------------------------- POST support/messages

export const SUPPORT_TOPICS = ['support', 'category-request'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SupportMessageSchema = Type.Object({
  name: Type.String({ maxLength: PROFILE_LIMITS.name }),
  email: Type.String({ maxLength: PROFILE_LIMITS.email }),
  message: Type.String({ maxLength: PROFILE_LIMITS.message }),
  topic: Type.Optional(StringEnum(SUPPORT_TOPICS, { default: 'support' })),
});
export type SupportMessageInput = Static<typeof SupportMessageSchema>;

export const SupportMessageResultSchema = Type.Object({
  id: Type.String(),
  successMsg: Type.String(),
  createdAt: Type.String(),
});
export type SupportMessageResult = Static<typeof SupportMessageResultSchema>;

export const sendSupportMessageRoute = {
  tags: ['vendor'],
  summary: 'Send a message to support (the contact form); stored, and e-mailed when SMTP is configured',
  ...vendorScoped,
  body: SupportMessageSchema,
  response: { 201: SupportMessageResultSchema, ...errorResponses },
};

/** A message the signed-in vendor sent (GET support/messages). */
export const SentSupportMessageSchema = Type.Object({
  id: Type.String(),
  topic: StringEnum(SUPPORT_TOPICS),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
});
export type SentSupportMessage = Static<typeof SentSupportMessageSchema>;

export const listSupportMessagesRoute = {
  tags: ['vendor'],
  summary: 'The signed-in vendor’s support messages, newest first (at most 50)',
  ...vendorScoped,
  response: { 200: Type.Array(SentSupportMessageSchema), ...errorResponses },
};
