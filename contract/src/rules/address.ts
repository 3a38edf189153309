/**
 * The shop address rules (spec section 3 "Address", 5 "Address", 9 "Address country default India"),
 * one copy for POST address in the API and the address screen. Plain data and functions.
 */

export { ADDRESS_MESSAGES } from './messages.js';

/** Spec section 9: the country default; the API accepts no other. */
export const ADDRESS_COUNTRY = 'India';

/** The fields spec section 5 requires (besides the location). */
export const REQUIRED_ADDRESS_FIELDS = ['addressLineOne', 'city', 'state', 'pinCode'] as const;

/**
 * India's bounding box (mainland, Andaman and Nicobar, Lakshadweep, the northern territories, with a
 * small margin): an address's coordinates and a reverse-geocoding point must be inside it.
 */
export const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 } as const;

/** True when the point lies in India's bounding box. */
export function isInIndia(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= INDIA_BOUNDS.minLatitude &&
    latitude <= INDIA_BOUNDS.maxLatitude &&
    longitude >= INDIA_BOUNDS.minLongitude &&
    longitude <= INDIA_BOUNDS.maxLongitude
  );
}

/** An Indian PIN code: six digits, the first not 0 (spaces are removed first: "110 024" is fine). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const normalisePinCode = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '');

export const isIndianPinCode = (value: string | null | undefined): boolean => PIN_CODE_PATTERN.test(normalisePinCode(value));
