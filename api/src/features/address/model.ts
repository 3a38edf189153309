/**
 * POST address rules (spec section 5 "Address"): plain functions, no
 * database. Required fields, a six-digit PIN code, India only, coordinates inside India.
 */
import { ADDRESS_COUNTRY, ADDRESS_MESSAGES, type AddressInput, isIndianPinCode, isInIndia, normalisePinCode, REQUIRED_ADDRESS_FIELDS } from '@vd/contract';
import { AppError } from '../../http/errors.js';

export function outsideIndia(): AppError {
  return new AppError(400, 'LOCATION_OUTSIDE_INDIA', 'The location must be in India.');
}

/** An address ready to store: trimmed, blanks as null, country India, PIN without spaces. */
export interface CheckedAddress {
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  country: string;
  pinCode: string;
  contactNo: string | null;
  latitude: number;
  longitude: number;
}

const text = (v: string | null | undefined): string => (v ?? '').trim().replace(/\s+/g, ' ');
const orNull = (v: string): string | null => (v === '' ? null : v);

/**
 * Checks a POST address body: 400 ADDRESS_INCOMPLETE (a required field missing or blank, naming it),
 * INVALID_PIN_CODE, COUNTRY_NOT_SUPPORTED, LOCATION_REQUIRED, LOCATION_OUTSIDE_INDIA.
 */
export function checkAddress(input: AddressInput): CheckedAddress {
  const a = {
    addressLineOne: text(input.addressLineOne),
    city: text(input.city),
    state: text(input.state),
    pinCode: normalisePinCode(input.pinCode),
  };
  const missing = REQUIRED_ADDRESS_FIELDS.filter((k) => a[k] === '');
  if (missing.length > 0) {
    throw new AppError(400, 'ADDRESS_INCOMPLETE', `${ADDRESS_MESSAGES.incomplete} Missing: ${missing.join(', ')}.`, { fields: missing });
  }
  if (!isIndianPinCode(a.pinCode)) {
    throw new AppError(400, 'INVALID_PIN_CODE', 'The PIN code must be six digits, for example 110024.', { fields: ['pinCode'] });
  }
  const country = text(input.country);
  if (country !== '' && country.toLowerCase() !== ADDRESS_COUNTRY.toLowerCase()) {
    throw new AppError(400, 'COUNTRY_NOT_SUPPORTED', 'Shops must be in India.', { fields: ['country'] });
  }
  const { latitude, longitude } = input;
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    throw new AppError(400, 'LOCATION_REQUIRED', ADDRESS_MESSAGES.noLocation, { fields: ['latitude', 'longitude'] });
  }
  if (!isInIndia(latitude, longitude)) throw outsideIndia();
  return {
    ...a,
    addressLineTwo: orNull(text(input.addressLineTwo)),
    country: ADDRESS_COUNTRY,
    contactNo: orNull(text(input.contactNo)),
    latitude,
    longitude,
  };
}

export interface AddressParts {
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  country: string;
  pinCode: string | null;
}

/** "12 MG Road, Near Bus Stand, Lajpat Nagar, New Delhi, Delhi 110024, India" (empty parts skipped). */
export function formatAddress(a: AddressParts): string {
  const statePin = [a.state, a.pinCode].filter((x) => x?.trim()).join(' ');
  return [a.addressLineOne, a.addressLineTwo, a.city, statePin, a.country]
    .map((x) => (x ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
