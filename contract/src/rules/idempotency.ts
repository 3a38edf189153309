/**
 * Idempotent writes. A vendor-scoped write (POST, PUT, PATCH, DELETE) and a customer's POST
 * customer/orders may carry an `Idempotency-Key` header: the API keeps the first successful answer
 * for that key (per vendor, or per customer) for at least IDEMPOTENCY_KEY_TTL_HOURS and answers the
 * same request sent again with it, without applying it again (the replay carries
 * `Idempotent-Replayed: true`). The same key with another method, path, body or (an upload) other
 * files is refused (422 IDEMPOTENCY_KEY_REUSED); a key whose first request is still running answers
 * 409 IDEMPOTENCY_KEY_IN_USE with Retry-After. A write that did not succeed (any answer but 2xx)
 * keeps nothing: sent again, it runs again.
 *
 * Bounds per vendor (or customer) and 24-hour window: a new key past the API's daily number is
 * refused before the write runs (429 IDEMPOTENCY_KEY_LIMIT with Retry-After; keys already used still
 * replay); an answer too large to keep, or past the window's bytes for answers, keeps only its
 * status: sent again, the write is still not applied again and the replay has that status with an
 * empty body (read the data again for its result).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 255 visible ASCII characters (a UUID is what the dashboard sends). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,255}$';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export function isIdempotencyKey(value: string): boolean {
  return new RegExp(IDEMPOTENCY_KEY_PATTERN).test(value);
}
