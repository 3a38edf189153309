/** Variant filtering and labels (spec section 2 "/store", "/product/{productId}"). */
import { formatRupees } from '../format/number';
import type { Id, Product, Variant } from '../session/types';

/** The id a variant is known by: variantId, else id. */
export const variantKey = (v: Variant): string => String(v.variantId ?? v.id);

export function availableVariants(product: Pick<Product, 'productVariants'>): Variant[] {
  return (product.productVariants ?? []).filter((v) => v.available === true);
}

export function hasAvailableVariant(product: Pick<Product, 'productVariants'>): boolean {
  return availableVariants(product).length > 0;
}

/** Only products with at least one available variant are shown in the store. */
export function visibleProducts<P extends Pick<Product, 'productVariants'>>(products: readonly P[]): P[] {
  return products.filter(hasAvailableVariant);
}

/** The variant chosen by key among the available ones, else the first available one. */
export function pickVariant(product: Pick<Product, 'productVariants'>, key?: Id | null): Variant | undefined {
  const list = availableVariants(product);
  return (key !== undefined && key !== null ? list.find((v) => variantKey(v) === String(key)) : undefined) ?? list[0];
}

/** A chooser is offered when more than one variant is available. */
export function needsVariantChooser(product: Pick<Product, 'productVariants'>): boolean {
  return availableVariants(product).length > 1;
}

/** '500 g' — the quantity and unit of a variant. */
export function variantSize(v: Pick<Variant, 'variant' | 'unit'>): string {
  return [v.variant, v.unit].filter((x) => x !== null && x !== undefined && String(x).trim() !== '').join(' ');
}

/** 'variant unit - price', e.g. '500 g - ₹48'. */
export function variantOptionLabel(v: Pick<Variant, 'variant' | 'unit' | 'netPrice'>): string {
  return `${variantSize(v)} - ${formatRupees(v.netPrice)}`;
}
