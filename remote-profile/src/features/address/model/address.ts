/**
 * The address screen's model (spec section 3 "Address", 5 "Address", 9 "Address country default
 * India"): the form from the vendor's stored address, filling it from a chosen place, validation,
 * and the POST address body.
 */
import type { Address, AddressInput, GeoPlace } from '@vd/contract';
import { ADDRESS_COUNTRY, type ADDRESS_MESSAGES, REQUIRED_ADDRESS_FIELDS } from '@vd/contract/rules';

export interface AddressForm {
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  contactNo: string;
  latitude: number | null;
  longitude: number | null;
}

/** Spec section 9: the country default (the shared address rule's). */
export const DEFAULT_COUNTRY = ADDRESS_COUNTRY;

/** What stops a save: a key of the shared address rules' texts (ADDRESS_MESSAGES). */
export type AddressProblem = keyof typeof ADDRESS_MESSAGES;

const s = (v: string | null | undefined): string => (v ?? '').trim();

/** The form from the stored address (empty fields, India, no location when there is none). */
export function addressForm(address: Partial<Address> | null | undefined): AddressForm {
  return {
    addressLineOne: s(address?.addressLineOne),
    addressLineTwo: s(address?.addressLineTwo),
    city: s(address?.city),
    state: s(address?.state),
    pinCode: s(address?.pinCode),
    country: s(address?.country) || DEFAULT_COUNTRY,
    contactNo: s(address?.contactNo),
    latitude: typeof address?.latitude === 'number' ? address.latitude : null,
    longitude: typeof address?.longitude === 'number' ? address.longitude : null,
  };
}

/**
 * A chosen place (search or current location) sets the location, city, state and PIN code. The
 * vendor's own first line (shop, street) stays; the place's locality fills the second line when it is
 * empty or fills the first when that is empty.
 */
export function applyPlace(form: AddressForm, place: GeoPlace): AddressForm {
  const locality = s(place.addressLineOne);
  const lineOne = form.addressLineOne || locality;
  const lineTwo = form.addressLineTwo || (locality && locality !== lineOne ? locality : '');
  return {
    ...form,
    addressLineOne: lineOne,
    addressLineTwo: lineTwo,
    city: s(place.city) || form.city,
    state: s(place.state) || form.state,
    pinCode: s(place.pinCode) || form.pinCode,
    country: DEFAULT_COUNTRY,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** Required fields first, then the location (spec section 5 order). */
export function validateAddress(form: AddressForm): AddressProblem | null {
  if (REQUIRED_ADDRESS_FIELDS.some((field) => form[field].trim() === '')) return 'incomplete';
  if (form.latitude === null || form.longitude === null) return 'noLocation';
  return null;
}

/** The POST address body (call after validateAddress answered null). */
export function toAddressInput(form: AddressForm): AddressInput {
  return {
    addressLineOne: form.addressLineOne.trim(),
    addressLineTwo: form.addressLineTwo.trim() || null,
    city: form.city.trim(),
    state: form.state.trim(),
    pinCode: form.pinCode.replace(/\s+/g, ''),
    country: form.country.trim() || DEFAULT_COUNTRY,
    contactNo: form.contactNo.trim() || null,
    latitude: form.latitude ?? 0,
    longitude: form.longitude ?? 0,
  };
}

/** Coordinates as shown under the search (5 decimals ≈ 1 m). */
export const formatCoordinate = (n: number): string => n.toFixed(5);

/** The fields a place at the pin can offer (never the country: India, read-only). */
export type OfferedField = 'addressLineOne' | 'addressLineTwo' | 'city' | 'state' | 'pinCode';

/** What the place at a moved pin offers where the owner's own text differs: shown, applied only on 'Use this address'. */
export interface AddressOffer {
  /** The place, one line ('Koramangala VI Bk, Bangalore, Karnataka 560095'). */
  label: string;
  fields: Partial<Record<OfferedField, string>>;
}

/** The place's values for the form: city, state, PIN code, and its locality as line one when that is empty, else as line two. */
function placeValues(form: AddressForm, place: GeoPlace): Partial<Record<OfferedField, string>> {
  const values: Partial<Record<OfferedField, string>> = {};
  const locality = s(place.addressLineOne);
  const lineOne = form.addressLineOne.trim();
  if (locality && !lineOne) values.addressLineOne = locality;
  else if (locality && locality.toLowerCase() !== lineOne.toLowerCase()) values.addressLineTwo = locality;
  for (const field of ['city', 'state', 'pinCode'] as const) {
    const value = s(place[field]);
    if (value) values[field] = value;
  }
  return values;
}

/**
 * The reverse lookup of a moved pin: it never overwrites what the owner typed. Empty
 * fields take the place's values at once; where the owner's text differs, the place's value is only
 * offered ('Use this address'). The owner's shop and street line is never offered over: no data set
 * knows it. Coordinates are the pin's, set before this.
 */
export function mergePlaceAtPin(form: AddressForm, place: GeoPlace): { form: AddressForm; offer: AddressOffer | null } {
  const next = { ...form };
  const offered: AddressOffer['fields'] = {};
  for (const [field, value] of Object.entries(placeValues(form, place)) as [OfferedField, string][]) {
    const own = form[field].trim();
    if (own === '') next[field] = value;
    else if (own.replace(/\s+/g, ' ').toLowerCase() !== value.replace(/\s+/g, ' ').toLowerCase()) offered[field] = value;
  }
  return { form: next, offer: Object.keys(offered).length > 0 ? { label: s(place.label), fields: offered } : null };
}

/** 'Use this address': the offered values replace the owner's (nothing else changes). */
export function acceptOffer(form: AddressForm, offer: AddressOffer): AddressForm {
  return { ...form, ...offer.fields };
}
