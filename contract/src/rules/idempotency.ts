/**
 * Idempotent writes. A vendor-scoped write (POST, PUT, PATCH, DELETE) may
 * carry an `Idempotency-Key` header: the API keeps the first successful answer for that key (per
 * vendor) for at least IDEMPOTENCY_KEY_TTL_HOURS and answers the same request sent again with it,
 * without applying it again (the replay carries `Idempotent-Replayed: true`). The same key with
 * another method, path or body is refused (422 IDEMPOTENCY_KEY_REUSED); a key whose first request
 * is still running answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After. A write that did not succeed
 * (any answer but 2xx) keeps nothing: sent again, it runs again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 255 visible ASCII characters (a UUID is what the dashboard sends). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,255}$';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export function isIdempotencyKey(value: string): boolean {
  return new RegExp(IDEMPOTENCY_KEY_PATTERN).test(value);
}
