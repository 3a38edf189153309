/**
 * The per-product edit dialog (spec sections 2, 4, 5): every variant with MRP, 'Selling Price' and
 * available; Save disabled while nothing changed; a price that is not acceptable (negative, not a
 * number, more than 2 decimals, selling price above MRP) is refused with its message.
 */
import { variantKey } from '@vd/shared/catalog';
import { productChanged } from './changes';
import type { PricingProduct } from './normalize';
import { validateVariantPrices } from './priceInput';

export type PriceField = 'mrp' | 'netPrice';

/** The id of one price input of the dialog: variant key and field. */
export const fieldId = (key: string, field: PriceField): string => `${key}:${field}`;

/** Messages of the inputs' texts as typed (validatePriceText), by fieldId; absent = acceptable. */
export type TextErrors = Readonly<Record<string, string>>;

/** Sets or clears one input's text message. */
export function withTextError(errors: TextErrors, id: string, message: string | null): TextErrors {
  const { [id]: _old, ...rest } = errors;
  return message ? { ...rest, [id]: message } : rest;
}

/**
 * Every message the dialog shows, by fieldId: a text that is not a price wins; otherwise the
 * variant's prices are checked (each valid, selling price not above MRP).
 */
export function dialogErrors(draft: PricingProduct, textErrors: TextErrors): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of draft.productVariants) {
    const key = variantKey(v);
    const values = validateVariantPrices({ mrp: v.mrp, netPrice: v.netPrice });
    for (const field of ['mrp', 'netPrice'] as const) {
      const id = fieldId(key, field);
      const message = textErrors[id] ?? values[field];
      if (message) errors[id] = message;
    }
  }
  return errors;
}

/** Save is enabled once anything differs from what the dialog opened with (or a text is pending). */
export function dialogChanged(opened: PricingProduct, draft: PricingProduct, textErrors: TextErrors): boolean {
  return productChanged(opened, draft) || Object.keys(textErrors).length > 0;
}

export type DialogSaveOutcome = { ok: true; product: PricingProduct } | { ok: false; errors: Record<string, string> };

/** Save in the dialog: refused while any price is not acceptable, else the draft is the edit. */
export function saveDialog(draft: PricingProduct, textErrors: TextErrors): DialogSaveOutcome {
  const errors = dialogErrors(draft, textErrors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, product: draft };
}
