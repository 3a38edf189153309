import { CLIENT_ERROR_CODES, isApiError } from '../api/errors';

/**
 * What a failed send means for the entry:
 * - 'transient': the API did not get it or could not answer (no network, timeout, 5xx, 429, the same
 *   key still running): kept and sent again later, in order;
 * - 'session': the session ended (sign-in again), or the stored session is another vendor's (403
 *   VENDOR_MISMATCH: the entry named its own vendor): kept, sent in its vendor's next session;
 * - 'conflict': the API refused it (4xx: the order changed, a price was saved elsewhere, the order
 *   is no longer the vendor's): shown on the item with Retry and Discard; later entries still go.
 */
export type SendFailure = 'transient' | 'session' | 'conflict';

export function classifySendError(error: unknown): SendFailure {
  if (!isApiError(error)) return 'transient';
  if (error.status === null || error.code === CLIENT_ERROR_CODES.network) return 'transient';
  if (error.code === CLIENT_ERROR_CODES.sessionExpired || error.status === 401) return 'session';
  if (error.status === 403 && error.code === 'VENDOR_MISMATCH') return 'session';
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'transient';
  if (error.status === 409 && error.code === 'IDEMPOTENCY_KEY_IN_USE') return 'transient';
  return 'conflict';
}
