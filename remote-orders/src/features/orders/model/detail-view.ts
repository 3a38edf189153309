/** What the order detail screen decides, as plain functions (its hooks and component only wire them). */
import { getErrorCode, isApiError } from '@vd/shared/api';
import type { Address, Order } from '@vd/shared/session';
import type { OrderAction } from './status';

/** The error codes of a status change someone else made first (another device, another tab). */
export const CONFLICT_CODES: ReadonlySet<string> = new Set(['ORDER_CHANGED', 'TRANSITION_NOT_ALLOWED']);

/** An order id that is unknown, malformed (400) or another shop's (404) is "not found", not an error to retry. */
export function isOrderNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * What a failed status change means for the screen:
 * - 'changed': someone else acted first; say so and show the order as it now is;
 * - 'gone': the order no longer exists for this vendor;
 * - 'retry': anything else (offline, server down); the dialog stays open with the vendor's choice.
 */
export function statusChangeFailure(error: unknown): 'changed' | 'gone' | 'retry' {
  const code = getErrorCode(error);
  if (code && CONFLICT_CODES.has(code)) return 'changed';
  if (isApiError(error) && error.status === 404) return 'gone';
  return 'retry';
}

/** The order the tapped card passed along in the navigation state, if it is this one. */
export function orderFromNavigation<T extends Pick<Order, 'orderId'>>(state: unknown, orderId: string): T | undefined {
  const passed = typeof state === 'object' && state !== null ? (state as { order?: T }).order : undefined;
  return passed && passed.orderId === orderId ? passed : undefined;
}

/** Back goes one screen back inside the app; from a deep link or a reload it goes to the list. */
export function backDestination(locationKey: string, historyLength: number): -1 | '/' {
  return locationKey !== 'default' && historyLength > 1 ? -1 : '/';
}

/** The delivery address as one line (the API gives a text or the address record). */
export function deliveryAddressText(address: string | Address | null | undefined): string | null {
  if (typeof address === 'string') return address;
  if (!address) return null;
  return [address.addressLineOne, address.addressLineTwo, address.city, address.pinCode].filter(Boolean).join(', ');
}

/** Cancel is the danger button; Delivered (or Paid when it is the only way on) the primary one. */
export function actionButtonVariant(action: OrderAction, offered: readonly OrderAction[]): 'danger' | 'primary' | 'secondary' {
  if (action === 'cancel') return 'danger';
  if (action === 'delivered' || (action === 'paid' && !offered.includes('delivered'))) return 'primary';
  return 'secondary';
}
