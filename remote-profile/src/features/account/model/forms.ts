/**
 * The account forms as plain data: read from the vendor record, turned into requests. Validation is
 * the contract's (`@vd/contract/rules`), the same the API applies.
 */
import { readAttribute, type Vendor } from '@vd/shared/session';
import { stripCountryCode } from '@vd/shared/validation';
import type { ProfileUpdate, VendorUpdate } from '@vd/contract';
import {
  decodeBoolean,
  encodeBoolean,
  normaliseDeliveryMinutes,
  type OrderSettingsFields,
  PUBLIC_PROFILE_ATTR,
  type ProfileFields,
  parseRadius,
  SHOP_PROFILE_FIELDS,
  type ShopProfileValues,
  VENDOR_ATTR,
} from '@vd/contract/rules';
import { messageInPageLanguage } from '../../../lib/errorText';

/** One row of PUT vendor/attribute (the data layer's AttributeWrite). */
export interface AttributeRow {
  id: string;
  name: string;
  value: string;
}

// ---------------------------------------------------------------- /profile/edit

export function profileFieldsFrom(vendor: Pick<Vendor, 'name' | 'emailId' | 'alternateContact'>): ProfileFields {
  return {
    name: vendor.name ?? '',
    emailId: vendor.emailId ?? '',
    alternateContact: vendor.alternateContact ? stripCountryCode(vendor.alternateContact) : '',
  };
}

/** The profile update: trimmed; empty e-mail / alternate contact clear them (the API stores +91). */
export function profileRequest(fields: ProfileFields): ProfileUpdate {
  return { name: fields.name.trim(), emailId: fields.emailId.trim(), alternateContact: fields.alternateContact.replace(/\s+/g, '') };
}

/** Typing in the alternate contact: digits only, at most 10 (as the phone input of the sign-in). */
export const sanitizeContactInput = (value: string): string => value.replace(/\D/g, '').slice(0, 10);

// ---------------------------------------------------------------- /profile/settings

const idOf = (vendor: Pick<Vendor, 'attributeValues'>, name: string): string => vendor.attributeValues?.find((a) => a.name === name)?.id ?? '';

export function orderSettingsFrom(vendor: Pick<Vendor, 'deliveryRadius' | 'attributeValues'>): OrderSettingsFields {
  return {
    deliveryRadius: vendor.deliveryRadius === null || vendor.deliveryRadius === undefined ? '' : String(vendor.deliveryRadius),
    isExpressDelivery: decodeBoolean(readAttribute(vendor, VENDOR_ATTR.isExpressDelivery)),
    deliveryMinutes: readAttribute(vendor, PUBLIC_PROFILE_ATTR.deliveryMinutes) ?? '',
  };
}

/** The two writes of a settings save: the vendor's own field (PUT vendor) and the attributes (PUT vendor/attribute). */
export function orderSettingsRequests(
  fields: OrderSettingsFields,
  vendor: Pick<Vendor, 'attributeValues'>,
): { vendor: VendorUpdate; attributes: AttributeRow[] } {
  const minutes = fields.deliveryMinutes.trim() === '' ? '' : (normaliseDeliveryMinutes(fields.deliveryMinutes) ?? fields.deliveryMinutes.trim());
  return {
    vendor: { deliveryRadius: fields.deliveryRadius.trim() === '' ? null : parseRadius(fields.deliveryRadius) },
    attributes: [
      { id: idOf(vendor, VENDOR_ATTR.isExpressDelivery), name: VENDOR_ATTR.isExpressDelivery, value: encodeBoolean(fields.isExpressDelivery) },
      { id: idOf(vendor, PUBLIC_PROFILE_ATTR.deliveryMinutes), name: PUBLIC_PROFILE_ATTR.deliveryMinutes, value: minutes },
    ],
  };
}

// ---------------------------------------------------------------- shop profile editor

export function shopProfileFrom(vendor: Pick<Vendor, 'attributeValues'>): ShopProfileValues {
  const values = {} as ShopProfileValues;
  for (const field of SHOP_PROFILE_FIELDS) values[field] = readAttribute(vendor, field) ?? '';
  return values;
}

/** Every shop-profile attribute, trimmed ('' = not set), saved together. */
export function shopProfileRequest(values: ShopProfileValues, vendor: Pick<Vendor, 'attributeValues'>): AttributeRow[] {
  return SHOP_PROFILE_FIELDS.map((name) => ({ id: idOf(vendor, name), name, value: values[name].trim() }));
}

/** Fields that differ from what was loaded (Save is offered only when something changed). */
export function changedFields<T extends object>(loaded: T, current: T): (keyof T)[] {
  return (Object.keys(current) as (keyof T)[]).filter((k) => current[k] !== loaded[k]);
}

/**
 * The toast of a failed save (spec 8): the server's message when it gave one (in English only: the
 * API writes English; see `messageInPageLanguage`), else the screen's failure text; 'No Internet
 * Connection' without an answer; the screen's error text for anything that is not a failed call.
 */
export function saveFailureText(
  error: unknown,
  texts: { failed: string; errored: string },
  isApiError: (e: unknown) => e is { status: number | null; userMessage: string | null },
): string {
  if (!isApiError(error)) return texts.errored;
  return messageInPageLanguage(error, error.userMessage) ?? texts.failed;
}
