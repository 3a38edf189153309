/**
 * Phone numbers, the one normalisation (browser and API): every number the product deals with is
 * an Indian mobile number, stored and sent as E.164 `+91XXXXXXXXXX`.
 */

export const COUNTRY_CODE = '+91';
/** Digits of a local mobile number (spec section 9). */
export const PHONE_LENGTH = 10;

/**
 * What a client may send for a phone number, before normalisation: digits with spaces, dashes and a
 * leading `+` (JSON-schema pattern of the API's phone parameters).
 */
export const PHONE_INPUT_PATTERN = '^[\\s+]*[0-9][0-9\\s-]*$';

/**
 * An Indian mobile number in E.164 (`+919876543210`) from what a person or a client may write:
 * `9876543210`, `+919876543210`, `919876543210`, `09876543210`, with spaces, dashes or brackets, and
 * ` 919876543210` (a `+` in a query string that was not percent-encoded arrives as a space).
 * Null when it is not 10 digits once the prefix is removed.
 */
export function toE164(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let local = digits;
  if (local.length === PHONE_LENGTH + 2 && local.startsWith('91')) local = local.slice(2);
  else if (local.length === PHONE_LENGTH + 1 && local.startsWith('0')) local = local.slice(1);
  return local.length === PHONE_LENGTH ? `${COUNTRY_CODE}${local}` : null;
}

/** Removes a leading +91 (and any whitespace) for display: '+919876543210' → '9876543210'. */
export function stripCountryCode(phone: string): string {
  const v = phone.replace(/\s+/g, '');
  return v.startsWith(COUNTRY_CODE) ? v.slice(COUNTRY_CODE.length) : v;
}
