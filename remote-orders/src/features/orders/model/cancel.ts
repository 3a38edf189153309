import { catalogueInfo } from '@vd/shared/i18n';
import { messages, type MessageKey } from '../../../app/messages';

/** Spec section 4: the six cancellation reasons, in order. */
export const CANCEL_REASONS = [
  'reasonOutOfStock',
  'reasonLocation',
  'reasonCustomer',
  'reasonPayment',
  'reasonVendor',
  'reasonOther',
] as const satisfies readonly MessageKey[];
export type CancelReasonKey = (typeof CANCEL_REASONS)[number];

/**
 * The reason to send: the chosen reason's text (`storedReasonText`), or the typed text for Other. Null when nothing is
 * chosen or Other's text is blank (spec section 5: then toast 'Please select or enter a cancellation reason').
 */
export function resolveCancelReason(selected: CancelReasonKey | null, otherText: string, textOf: (key: CancelReasonKey) => string): string | null {
  if (selected === null) return null;
  if (selected === 'reasonOther') {
    const typed = otherText.trim();
    return typed === '' ? null : typed;
  }
  return textOf(selected);
}

/**
 * The text a chosen reason is sent as: always its English text, whatever the page's language (the
 * reason is order data other readers share); the screen shows it translated with `cancelReasonLabel`.
 */
export const storedReasonText = (key: CancelReasonKey): string => catalogueInfo(messages).english[key] ?? key;

/** A stored cancellation reason as shown: one of the listed reasons in the page's language, any typed text as it is. */
export function cancelReasonLabel(stored: string): string {
  const key = CANCEL_REASONS.find((k) => k !== 'reasonOther' && storedReasonText(k) === stored.trim());
  return key ? messages[key] : stored;
}
