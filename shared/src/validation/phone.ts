import { sharedMessages } from '../i18n/sharedMessages';
import { COUNTRY_CODE, PHONE_LENGTH } from './constants';

export type PhoneError =
  | typeof sharedMessages.phoneMustBe10Digits
  | typeof sharedMessages.phoneTooLong
  | typeof sharedMessages.phoneDigitsOnly;

/** Shown when an invalid phone number is submitted. */
export const SUBMIT_INVALID_PHONE = sharedMessages.submitInvalidPhone;

/**
 * Cleans phone input as it is typed: whitespace stripped, a pasted leading +91 dropped,
 * every other non-digit removed, at most 10 digits kept.
 */
export function sanitizePhoneInput(raw: string): string {
  let value = raw.replace(/\s+/g, '');
  if (value.startsWith(COUNTRY_CODE)) value = value.slice(COUNTRY_CODE.length);
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** Exactly one message for a phone value (spaces ignored), or null when it is valid. */
export function phoneError(value: string): PhoneError | null {
  const v = value.replace(/\s+/g, '');
  if (/\D/.test(v)) return sharedMessages.phoneDigitsOnly;
  if (v.length > PHONE_LENGTH) return sharedMessages.phoneTooLong;
  if (v.length < PHONE_LENGTH) return sharedMessages.phoneMustBe10Digits;
  return null;
}

export function isValidPhone(value: string): boolean {
  return phoneError(value) === null;
}

/** Removes a leading +91 (and surrounding whitespace): '+919876543210' → '9876543210'. */
export function stripCountryCode(phone: string): string {
  const v = phone.trim().replace(/\s+/g, '');
  return v.startsWith(COUNTRY_CODE) ? v.slice(COUNTRY_CODE.length) : v;
}

/** '9876543210' → '+919876543210' (idempotent for numbers that already carry +91). */
export function toE164(phone: string): string {
  return `${COUNTRY_CODE}${stripCountryCode(phone)}`;
}
