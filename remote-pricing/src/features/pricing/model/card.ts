/**
 * What a pricing card shows of a product: one line per variant (size, selling price, MRP when it
 * differs, whether it is available), at most a few lines, and how many variants are available.
 */
import { variantKey, variantSize } from '@vd/shared/catalog';
import type { PricingProduct } from './normalize';

/** Lines shown on a card; the rest are counted ('+N more'). */
export const CARD_VARIANT_LINES = 3;

export interface CardLine {
  key: string;
  size: string;
  netPrice: number;
  /** The MRP when it differs from the selling price, else null. */
  mrp: number | null;
  available: boolean;
}

export interface CardSummary {
  lines: CardLine[];
  /** Variants not listed. */
  more: number;
  available: number;
  total: number;
  /** 'all' available, 'some', or 'none' (the store hides the product). */
  availability: 'all' | 'some' | 'none';
}

export function cardSummary(product: PricingProduct, maxLines = CARD_VARIANT_LINES): CardSummary {
  const variants = product.productVariants;
  const available = variants.filter((v) => v.available).length;
  const lines = variants.slice(0, maxLines).map((v) => ({
    key: variantKey(v),
    size: variantSize(v),
    netPrice: v.netPrice,
    mrp: v.mrp !== v.netPrice ? v.mrp : null,
    available: v.available,
  }));
  const availability = available === 0 ? 'none' : available === variants.length ? 'all' : 'some';
  return { lines, more: Math.max(0, variants.length - lines.length), available, total: variants.length, availability };
}
