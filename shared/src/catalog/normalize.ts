/**
 * Client-side reading of catalogue answers (spec section 7 "vendor/store/products"). The
 * normalisation itself (a single productImageUrl wrapped into productImageUrls, variantId falling
 * back to id, available coerced to a boolean, prices as numbers, and the pricing screen's price
 * defaults) is the contract's, the same code the API shapes its answers with ('@vd/contract/rules',
 * no TypeBox). What is here is only the browser's: list answers in an older `{data: [...]}` wrapper,
 * and category trees as the store receives them. Safe on any JSON.
 */
import {
  coerceAvailable,
  imageUrls,
  normalizePricingProduct,
  normalizePricingVariant,
  normalizeProduct as normalizeContractProduct,
  normalizeVariant,
  toPrice,
  withPriceDefaults,
} from '@vd/contract/rules';
import type { CategoryNode, CategoryRef, Id, Product } from '../session/types';

export type { CategoryRef };
export { coerceAvailable, imageUrls, normalizePricingProduct, normalizePricingVariant, normalizeVariant, toPrice, withPriceDefaults };

/**
 * A product as the store uses it: the API contract's Product, which carries where
 * it sits in the tree (categoryId, categoryPath).
 */
export type CatalogProduct = Product;

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is Id => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** One product of an answer, or null when it has no productId. */
export const normalizeProduct = (raw: unknown): CatalogProduct | null => normalizeContractProduct(raw);

/** The list of a list answer: an array, or `{data: [...]}` as the older "success/data/error" wrapper; else empty. */
export function answerList(data: unknown): unknown[] {
  return Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
}

/** A list answer's products; malformed ones are dropped. */
export function normalizeProducts(data: unknown): CatalogProduct[] {
  return answerList(data)
    .map(normalizeProduct)
    .filter((p): p is CatalogProduct => p !== null);
}

/** A category tree answer: keeps well-formed nodes (id + name), three levels at most. */
export function normalizeCategoryTree(data: unknown, depth = 1): CategoryNode[] {
  return answerList(data).flatMap((n): CategoryNode[] => {
    if (!isRecord(n) || !isId(n.id) || typeof n.name !== 'string') return [];
    return [
      {
        id: String(n.id),
        name: n.name,
        available: n.available === undefined || n.available === null ? true : coerceAvailable(n.available),
        icon: text(n.icon),
        imageUrl: text(n.imageUrl) ?? text(n.imagePath),
        subCategories: depth < 3 ? normalizeCategoryTree(n.subCategories, depth + 1) : [],
      },
    ];
  });
}
