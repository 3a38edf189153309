/**
 * Edit rules of the pricing dialog (spec section 4 "Pricing edits"). Each function answers a new
 * product; variants are found by variantKey (variantId, else id).
 */
import { variantKey } from '@vd/shared/catalog';
import type { PricingProduct, PricingVariant } from './normalize';

const hasPrice = (n: number | null | undefined): boolean => typeof n === 'number' && n > 0;

function updateVariant(product: PricingProduct, key: string, update: (v: PricingVariant) => PricingVariant): PricingProduct {
  let changed = false;
  const productVariants = product.productVariants.map((v) => {
    if (variantKey(v) !== key) return v;
    const next = update(v);
    if (next !== v) changed = true;
    return next;
  });
  return changed ? { ...product, productVariants } : product;
}

/**
 * A price going from 0 or empty to a positive value on an unavailable variant makes it available.
 */
function withAutoAvailability(before: PricingVariant, after: PricingVariant): PricingVariant {
  const gainedPrice = (!hasPrice(before.mrp) && hasPrice(after.mrp)) || (!hasPrice(before.netPrice) && hasPrice(after.netPrice));
  return !before.available && gainedPrice ? { ...after, available: true } : after;
}

/** Editing mrp sets netPrice equal to it. `mrp` null = the input is empty (counts as 0). */
export function editMrp(product: PricingProduct, key: string, mrp: number | null): PricingProduct {
  const value = mrp ?? 0;
  return updateVariant(product, key, (v) => withAutoAvailability(v, { ...v, mrp: value, netPrice: value }));
}

/** The selling price alone. `netPrice` null = the input is empty (counts as 0). */
export function editNetPrice(product: PricingProduct, key: string, netPrice: number | null): PricingProduct {
  const value = netPrice ?? 0;
  return updateVariant(product, key, (v) => withAutoAvailability(v, { ...v, netPrice: value }));
}

export function setVariantAvailable(product: PricingProduct, key: string, available: boolean): PricingProduct {
  return updateVariant(product, key, (v) => (v.available === available ? v : { ...v, available }));
}

/** Enable All / Disable All: available on every variant of the product. */
export function setAllAvailable(product: PricingProduct, available: boolean): PricingProduct {
  if (product.productVariants.every((v) => v.available === available)) return product;
  return { ...product, productVariants: product.productVariants.map((v) => (v.available === available ? v : { ...v, available })) };
}
