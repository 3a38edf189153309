/**
 * The pricing view of a product (spec section 7 GET vendor/products): the store's normalisation
 * (@vd/shared/catalog: variantId null → id, available coerced to a boolean, images, attributes),
 * plus the pricing rule that mrp and netPrice default from each other.
 */
import type { Variant } from '@vd/shared/session';
import { type CatalogProduct, normalizeProduct, normalizeVariant } from '@vd/shared/catalog';

/**
 * A variant as pricing edits it. `updatedAt` is the server's change marker when the answer carries
 * one (kept for the save's conflict check), else absent.
 */
export interface PricingVariant extends Variant {
  updatedAt?: string;
}

export interface PricingProduct extends Omit<CatalogProduct, 'productVariants'> {
  productVariants: PricingVariant[];
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * mrp and netPrice default from each other: a missing (or zero) one takes the other's value, so a
 * variant priced only by MRP sells at MRP and one with only a selling price shows it as MRP.
 */
export function withPriceDefaults<T extends { mrp: number; netPrice: number }>(prices: T): T {
  const mrp = prices.mrp > 0 ? prices.mrp : prices.netPrice;
  const netPrice = prices.netPrice > 0 ? prices.netPrice : prices.mrp;
  return mrp === prices.mrp && netPrice === prices.netPrice ? prices : { ...prices, mrp, netPrice };
}

export function normalizePricingVariant(raw: unknown, index = 0): PricingVariant | null {
  const variant = normalizeVariant(raw, index);
  if (!variant) return null;
  const updatedAt = isRecord(raw) && typeof raw.updatedAt === 'string' ? raw.updatedAt : undefined;
  return withPriceDefaults(updatedAt === undefined ? variant : { ...variant, updatedAt });
}

export function normalizePricingProduct(raw: unknown): PricingProduct | null {
  const product = normalizeProduct(raw);
  if (!product || !isRecord(raw)) return null;
  const variants = Array.isArray(raw.productVariants)
    ? raw.productVariants.map((v, i) => normalizePricingVariant(v, i)).filter((v): v is PricingVariant => v !== null)
    : [];
  return withPriceDefaults({ ...product, productVariants: variants });
}

/** A list answer (an array or a `{data: [...]}` wrapper); malformed products are dropped. */
export function normalizePricingProducts(data: unknown): PricingProduct[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  return list.map(normalizePricingProduct).filter((p): p is PricingProduct => p !== null);
}
