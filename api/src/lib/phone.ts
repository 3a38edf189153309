/** Country code of every number the product deals with. */
export const COUNTRY_PREFIX = '+91';

/**
 * Normalises what a client may send for an Indian mobile number to E.164 (`+91XXXXXXXXXX`):
 * `9876543210`, `+919876543210`, `919876543210`, `09876543210`, with spaces or dashes, and
 * ` 919876543210` (a `+` in a query string that was not percent-encoded arrives as a space).
 * Returns null when it is not 10 digits after removing the prefix.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let local = digits;
  if (local.length === 12 && local.startsWith('91')) local = local.slice(2);
  else if (local.length === 11 && local.startsWith('0')) local = local.slice(1);
  if (local.length !== 10) return null;
  return `${COUNTRY_PREFIX}${local}`;
}

/** `+919876543210` -> `9876543210`. */
export function localDigits(phoneE164: string): string {
  return phoneE164.startsWith(COUNTRY_PREFIX) ? phoneE164.slice(COUNTRY_PREFIX.length) : phoneE164;
}
