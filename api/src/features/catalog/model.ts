/**
 * Store catalogue shapes and their normalisation (spec section 3 "Product", "Variant", section 7
 * "vendor/store/products": a single image is wrapped in an array, variantId falls back to id,
 * available is coerced to a boolean). Plain functions, no database.
 */
import type { CategoryNode, CategoryRef, Product as StoreProduct, Variant as StoreVariant } from '@vd/contract';

/** Loose raw shapes as legacy rows or upstream services deliver them. */
export interface RawVariant {
  id: unknown;
  variantId?: unknown;
  variant?: unknown;
  unit?: unknown;
  mrp?: unknown;
  netPrice?: unknown;
  available?: unknown;
}

export interface RawProduct {
  productId: unknown;
  productName?: unknown;
  productImageUrls?: unknown;
  productImageUrl?: unknown;
  description?: unknown;
  brand?: unknown;
  productAttributes?: unknown;
  productVariants?: unknown;
  categoryId?: unknown;
  categoryPath?: CategoryRef[];
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 't', 'on', 'available']);

/** available coerced to a boolean: true, 1, 'true', 'yes', … are true; everything else false. */
export function coerceAvailable(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && Number.isFinite(value);
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const nullableStr = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const money = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(str(v));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : 0;
};

/** productImageUrls as an array: the array itself, else the single productImageUrl wrapped, else []. */
export function imageList(urls: unknown, single: unknown): string[] {
  if (Array.isArray(urls)) return urls.filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  if (typeof urls === 'string' && urls.trim() !== '') return [urls];
  if (typeof single === 'string' && single.trim() !== '') return [single];
  return [];
}

export function normalizeVariant(raw: RawVariant): StoreVariant {
  const id = str(raw.id);
  const vid = raw.variantId === null || raw.variantId === undefined || raw.variantId === '' ? id : str(raw.variantId);
  return {
    id,
    variantId: vid,
    variant: str(raw.variant),
    unit: str(raw.unit),
    mrp: money(raw.mrp),
    netPrice: money(raw.netPrice),
    available: coerceAvailable(raw.available),
  };
}

export function normalizeProduct(raw: RawProduct): StoreProduct {
  const variants = Array.isArray(raw.productVariants) ? (raw.productVariants as RawVariant[]).map(normalizeVariant) : [];
  const lead = variants.find((v) => v.available) ?? variants[0];
  const attrs = Array.isArray(raw.productAttributes)
    ? (raw.productAttributes as { name?: unknown; value?: unknown }[])
        .filter((a) => a && typeof a === 'object' && str(a.name) !== '')
        .map((a) => ({ name: str(a.name), value: str(a.value) }))
    : [];
  return {
    productId: str(raw.productId),
    productName: str(raw.productName),
    productImageUrls: imageList(raw.productImageUrls, raw.productImageUrl),
    mrp: lead?.mrp ?? 0,
    netPrice: lead?.netPrice ?? 0,
    description: nullableStr(raw.description),
    brand: nullableStr(raw.brand),
    productAttributes: attrs,
    productVariants: variants,
    categoryId: str(raw.categoryId),
    categoryPath: raw.categoryPath ?? [],
  };
}

/** The tree with unavailable nodes (and everything under them) removed. */
export function availableOnly(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.filter((n) => n.available).map((n) => ({ ...n, subCategories: availableOnly(n.subCategories) }));
}

/** The leaf the store uses for a node: follow the first child until there is none. */
export function firstLeaf(node: CategoryNode): CategoryNode {
  let cur = node;
  for (let depth = 0; depth < 10 && cur.subCategories.length > 0; depth++) cur = cur.subCategories[0]!;
  return cur;
}
