import { COUNTRY_CODE, PHONE_LENGTH } from '@vd/contract/rules';
import { sharedMessages } from '../i18n/messages';

/** The one phone normalisation is the API contract's; re-exported for the sign-in screens. */
export { stripCountryCode, toE164 } from '@vd/contract/rules';

export type PhoneError = typeof sharedMessages.phoneMustBe10Digits | typeof sharedMessages.phoneTooLong | typeof sharedMessages.phoneDigitsOnly;

/** Shown when an invalid phone number is submitted (in the page's language: read it when shown). */
export const submitInvalidPhoneMessage = (): string => sharedMessages.submitInvalidPhone;

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
