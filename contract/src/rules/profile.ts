/**
 * The profile area's rules both sides apply: the shop status switch, the contact form,
 * the profile update, the shop-profile links and the order settings. Plain data and functions (no
 * TypeBox): the dashboard validates as the vendor types, the API validates what arrives, with the
 * same functions and the spec's texts (spec sections 4 "Shop status", 5, 8).
 */
import { toE164 } from './phone.js';

// ---------------------------------------------------------------- shop status (spec 4 "Shop status")

/** Approved shows as live and accepting orders; OutOfStation as offline. */
export const SHOP_STATUS = { live: 'Approved', offline: 'OutOfStation' } as const;
export type ShopToggleStatus = (typeof SHOP_STATUS)[keyof typeof SHOP_STATUS];
export const SHOP_TOGGLE_STATUSES: readonly ShopToggleStatus[] = [SHOP_STATUS.live, SHOP_STATUS.offline];

export const isShopToggleStatus = (status: unknown): status is ShopToggleStatus =>
  typeof status === 'string' && (SHOP_TOGGLE_STATUSES as readonly string[]).includes(status);

/** The switch toggles only between the two; any other status disables it. */
export const canToggleShopStatus = (status: string | null | undefined): boolean => isShopToggleStatus(status);

/** Whether the shop takes new orders: every status but OutOfStation (Pending/Reject cannot sign in at all). */
export const acceptsOrders = (status: string | null | undefined): boolean => status !== SHOP_STATUS.offline;

// ---------------------------------------------------------------- texts and limits

/** Spec section 5 "Contact form" and 8, word for word. */
export const PROFILE_RULE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  messageRequired: 'Message is required',
  // not in the spec (it lists no rule for these fields); written in its voice
  nameTooLong: 'Name must be at most {max} characters',
  emailTooLong: 'Email must be at most {max} characters',
  messageTooLong: 'Message must be at most {max} characters',
  alternateContactInvalid: 'Alternate contact must be a valid 10-digit number',
  alternateContactSame: 'Alternate contact must differ from your primary number',
  urlInvalid: 'Please enter a valid link starting with https://',
  textTooLong: 'Must be at most {max} characters',
  radiusInvalid: 'Delivery radius must be a number between {min} and {max} km',
  deliveryMinutesInvalid: 'Enter minutes like 30 or a range like 20-35',
} as const;
export type ProfileRuleMessage = keyof typeof PROFILE_RULE_MESSAGES;

export const PROFILE_LIMITS = {
  name: 100,
  email: 254,
  message: 2000,
  tagline: 120,
  aboutUs: 1000,
  url: 300,
  radiusMinKm: 0.5,
  radiusMaxKm: 50,
  deliveryMinutesMax: 600,
} as const;

/** An error: the message key and the values its placeholders take. */
export interface RuleError {
  key: ProfileRuleMessage;
  values?: Record<string, string | number>;
}

/** The spec's text of an error, placeholders filled. */
export function ruleErrorText(error: RuleError): string {
  return PROFILE_RULE_MESSAGES[error.key].replace(/\{(\w+)\}/g, (m, name: string) => String(error.values?.[name] ?? m));
}

/** Spec section 5: "must match a basic x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

// ---------------------------------------------------------------- contact form (spec 3 "Contact form", 5)

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactFields, RuleError>>;

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();
  if (!name) errors.name = { key: 'nameRequired' };
  else if (name.length > PROFILE_LIMITS.name) errors.name = { key: 'nameTooLong', values: { max: PROFILE_LIMITS.name } };
  if (!email) errors.email = { key: 'emailRequired' };
  else if (email.length > PROFILE_LIMITS.email) errors.email = { key: 'emailTooLong', values: { max: PROFILE_LIMITS.email } };
  else if (!isEmail(email)) errors.email = { key: 'emailInvalid' };
  if (!message) errors.message = { key: 'messageRequired' };
  else if (message.length > PROFILE_LIMITS.message) errors.message = { key: 'messageTooLong', values: { max: PROFILE_LIMITS.message } };
  return errors;
}

// ---------------------------------------------------------------- profile update (spec 2 "/profile/edit", 7)

export interface ProfileFields {
  name: string;
  emailId: string;
  alternateContact: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileFields, RuleError>>;

/**
 * Full name required; e-mail optional but a valid address when given; the alternate contact optional,
 * a valid 10-digit number when given (and not the primary number, when that is known).
 */
export function validateProfile(fields: ProfileFields, primaryContact?: string | null): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = fields.name.trim();
  const email = fields.emailId.trim();
  const alternate = fields.alternateContact.trim();
  if (!name) errors.name = { key: 'nameRequired' };
  else if (name.length > PROFILE_LIMITS.name) errors.name = { key: 'nameTooLong', values: { max: PROFILE_LIMITS.name } };
  if (email.length > PROFILE_LIMITS.email) errors.emailId = { key: 'emailTooLong', values: { max: PROFILE_LIMITS.email } };
  else if (email && !isEmail(email)) errors.emailId = { key: 'emailInvalid' };
  if (alternate) {
    const e164 = toE164(alternate);
    if (!e164) errors.alternateContact = { key: 'alternateContactInvalid' };
    else if (primaryContact && toE164(primaryContact) === e164) errors.alternateContact = { key: 'alternateContactSame' };
  }
  return errors;
}

/** The alternate contact as stored: '+91' and 10 digits, or null when left empty. */
export function normaliseAlternateContact(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v === '' ? null : toE164(v);
}

/** The e-mail as stored: trimmed, null when empty. */
export const normaliseEmail = (value: string | null | undefined): string | null => {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
};

// ---------------------------------------------------------------- shop profile (spec 2 "Shop Profile editing", 5 URL inputs)

/** The shop-profile attributes, in the editor's order; the last four are links. */
export const SHOP_PROFILE_FIELDS = ['tagline', 'aboutUs', 'website', 'youtube', 'facebook', 'instagram'] as const;
export type ShopProfileField = (typeof SHOP_PROFILE_FIELDS)[number];
export const SHOP_PROFILE_URL_FIELDS: readonly ShopProfileField[] = ['website', 'youtube', 'facebook', 'instagram'];
export type ShopProfileValues = Record<ShopProfileField, string>;
export type ShopProfileErrors = Partial<Record<ShopProfileField, RuleError>>;

/** An absolute http(s) link with a host that has a dot (what a URL input should hold). */
export function isWebUrl(value: string): boolean {
  const v = value.trim();
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.hostname.endsWith('.');
  } catch {
    return false;
  }
}

export function validateShopProfile(values: ShopProfileValues): ShopProfileErrors {
  const errors: ShopProfileErrors = {};
  if (values.tagline.trim().length > PROFILE_LIMITS.tagline) errors.tagline = { key: 'textTooLong', values: { max: PROFILE_LIMITS.tagline } };
  if (values.aboutUs.trim().length > PROFILE_LIMITS.aboutUs) errors.aboutUs = { key: 'textTooLong', values: { max: PROFILE_LIMITS.aboutUs } };
  for (const field of SHOP_PROFILE_URL_FIELDS) {
    const v = values[field].trim();
    if (!v) continue;
    if (v.length > PROFILE_LIMITS.url) errors[field] = { key: 'textTooLong', values: { max: PROFILE_LIMITS.url } };
    else if (!isWebUrl(v)) errors[field] = { key: 'urlInvalid' };
  }
  return errors;
}

// ---------------------------------------------------------------- order settings

export interface OrderSettingsFields {
  /** Kilometres, as typed. */
  deliveryRadius: string;
  isExpressDelivery: boolean;
  /** Usual delivery time in minutes: '30' or '20-35' (the public profile's delivery_minutes). */
  deliveryMinutes: string;
}
export type OrderSettingsErrors = Partial<Record<keyof OrderSettingsFields, RuleError>>;

const MINUTES = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

/** '20 - 35' → '20-35'; null when not minutes or a rising range within the limit. */
export function normaliseDeliveryMinutes(value: string): string | null {
  const m = MINUTES.exec(value.trim());
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? null : Number(m[2]);
  if (from <= 0 || from > PROFILE_LIMITS.deliveryMinutesMax) return null;
  if (to === null) return String(from);
  if (to <= from || to > PROFILE_LIMITS.deliveryMinutesMax) return null;
  return `${from}-${to}`;
}

export function parseRadius(value: string): number | null {
  const v = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n >= PROFILE_LIMITS.radiusMinKm && n <= PROFILE_LIMITS.radiusMaxKm ? n : null;
}

export function validateOrderSettings(fields: OrderSettingsFields): OrderSettingsErrors {
  const errors: OrderSettingsErrors = {};
  if (fields.deliveryRadius.trim() !== '' && parseRadius(fields.deliveryRadius) === null) {
    errors.deliveryRadius = { key: 'radiusInvalid', values: { min: PROFILE_LIMITS.radiusMinKm, max: PROFILE_LIMITS.radiusMaxKm } };
  }
  if (fields.deliveryMinutes.trim() !== '' && normaliseDeliveryMinutes(fields.deliveryMinutes) === null) {
    errors.deliveryMinutes = { key: 'deliveryMinutesInvalid' };
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
