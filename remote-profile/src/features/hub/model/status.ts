import { isApiError } from '@vd/shared/api';
import { ot, type OutboxConflict, SHOP_STATUS_CHANGED } from '@vd/shared/outbox';
import { canToggleShopStatus, SHOP_STATUS, type ShopToggleStatus } from '@vd/contract/rules';

export interface ShopSwitchView {
  /** On = live (Approved). */
  live: boolean;
  /** Any status other than Approved / OutOfStation disables the switch (spec 4 "Shop status"). */
  disabled: boolean;
  /** The status a toggle asks for; null when disabled. */
  target: ShopToggleStatus | null;
}

export function shopSwitchView(status: string | null | undefined): ShopSwitchView {
  if (!canToggleShopStatus(status)) return { live: status === SHOP_STATUS.live, disabled: true, target: null };
  const live = status === SHOP_STATUS.live;
  return { live, disabled: false, target: live ? SHOP_STATUS.offline : SHOP_STATUS.live };
}

export type StatusToast = 'nowLive' | 'nowOffline';
export const statusSuccessToast = (target: ShopToggleStatus): StatusToast => (target === SHOP_STATUS.live ? 'nowLive' : 'nowOffline');

/**
 * Spec 8 "Status": the server answered with a refusal → 'Failed to update status.' (its own message
 * when it gives one); no answer or anything else → 'An error occurred while updating status.'
 * ('No Internet Connection' when offline).
 */
export function statusFailure(error: unknown): { key: 'statusFailed' | 'statusError'; serverMessage: string | null } {
  if (isApiError(error) && error.status !== null) return { key: 'statusFailed', serverMessage: error.status < 500 ? (error.userMessage ?? null) : null };
  if (isApiError(error) && error.userMessage) return { key: 'statusError', serverMessage: error.userMessage };
  return { key: 'statusError', serverMessage: null };
}

/** 'Ramesh Sharma' → 'R'; '' → '?' (the avatar without a profile image). */
export function initialOf(...names: (string | null | undefined)[]): string {
  for (const n of names) {
    const c = n?.trim().charAt(0);
    if (c) return c.toLocaleUpperCase('en-IN');
  }
  return '?';
}

/**
 * What a kept shop-status change that could not be applied says: changed on another device since it
 * was made (in the page's language), or the server's reason.
 */
export function statusConflictText(conflict: OutboxConflict | null | undefined): string {
  return conflict?.code === SHOP_STATUS_CHANGED ? ot('conflictShopStatusChanged') : ot('conflictRefused', { reason: conflict?.message ?? '' });
}
