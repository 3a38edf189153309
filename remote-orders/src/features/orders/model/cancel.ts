import type { MessageKey } from '../../../app/messages';

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
 * The reason to send: the chosen reason's text, or the typed text for Other. Null when nothing is
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
