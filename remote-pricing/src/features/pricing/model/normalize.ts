/**
 * The pricing view of a product (spec section 7 GET vendor/products). The normalisation (the store's:
 * variantId null → id, available coerced to a boolean, images, attributes; plus mrp and netPrice
 * defaulting from each other) is the contract's, the same code the API shapes the answer with
 * (through @vd/shared/catalog). What is here is the screen's own: its types and reading a list answer.
 */
import type { Variant } from '@vd/shared/session';
import { answerList, type CatalogProduct, normalizePricingProduct as normalizeOne, normalizePricingVariant, withPriceDefaults } from '@vd/shared/catalog';

export { normalizePricingVariant, withPriceDefaults };

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

/** One product of an answer, or null when it has no productId. */
export const normalizePricingProduct = (raw: unknown): PricingProduct | null => normalizeOne(raw);

/** A list answer (an array or a `{data: [...]}` wrapper); malformed products are dropped. */
export function normalizePricingProducts(data: unknown): PricingProduct[] {
  return answerList(data)
    .map(normalizePricingProduct)
    .filter((p): p is PricingProduct => p !== null);
}
