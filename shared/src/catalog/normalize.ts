/**
 * Client-side normalisation of catalogue answers (spec section 7 "vendor/store/products"):
 * a single productImageUrl is wrapped into productImageUrls, variantId falls back to id,
 * available is coerced to a boolean, prices become numbers. Safe on any JSON.
 */
import type { CategoryNode, CategoryRef, Id, NameValue, Product, Variant } from '../session/types';

export type { CategoryRef };

/**
 * A product as the store uses it: the API contract's Product (decision 0016), which carries where
 * it sits in the tree (categoryId, categoryPath).
 */
export type CatalogProduct = Product;

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is Id => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 't', 'on', 'available']);

export function coerceAvailable(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
}

export function toPrice(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value) ?? '');
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export function imageUrls(urls: unknown, single: unknown): string[] {
  if (Array.isArray(urls)) return urls.filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  if (typeof urls === 'string' && urls.trim() !== '') return [urls];
  if (typeof single === 'string' && single.trim() !== '') return [single];
  return [];
}

export function normalizeVariant(raw: unknown, index = 0): Variant | null {
  if (!isRecord(raw)) return null;
  const id = String(isId(raw.id) ? raw.id : isId(raw.variantId) ? raw.variantId : `variant-${index}`);
  return {
    id,
    variantId: isId(raw.variantId) ? String(raw.variantId) : id,
    variant: text(raw.variant) ?? '',
    unit: text(raw.unit) ?? '',
    mrp: toPrice(raw.mrp),
    netPrice: toPrice(raw.netPrice),
    available: coerceAvailable(raw.available),
  };
}

export function normalizeProduct(raw: unknown): CatalogProduct | null {
  if (!isRecord(raw) || !isId(raw.productId)) return null;
  const variants = Array.isArray(raw.productVariants) ? raw.productVariants.map((v, i) => normalizeVariant(v, i)).filter((v): v is Variant => v !== null) : [];
  const attributes: NameValue[] = Array.isArray(raw.productAttributes)
    ? raw.productAttributes.flatMap((a) => {
        if (!isRecord(a)) return [];
        const name = text(a.name ?? a.attributeName);
        const value = text(a.value ?? a.attributeValue);
        return name ? [{ name, value: value ?? '' }] : [];
      })
    : [];
  const path = Array.isArray(raw.categoryPath)
    ? raw.categoryPath.flatMap((c) => (isRecord(c) && isId(c.id) && typeof c.name === 'string' ? [{ id: String(c.id), name: c.name }] : []))
    : [];
  return {
    productId: String(raw.productId),
    productName: text(raw.productName) ?? '',
    productImageUrls: imageUrls(raw.productImageUrls, raw.productImageUrl),
    mrp: toPrice(raw.mrp),
    netPrice: toPrice(raw.netPrice),
    description: text(raw.description),
    brand: text(raw.brand),
    productAttributes: attributes,
    productVariants: variants,
    categoryId: isId(raw.categoryId) ? String(raw.categoryId) : '',
    categoryPath: path,
  };
}

/** A list answer (an array, or `{data: [...]}` as the older "success/data/error" wrapper). */
export function normalizeProducts(data: unknown): CatalogProduct[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  return list.map(normalizeProduct).filter((p): p is CatalogProduct => p !== null);
}

/** A category tree answer: keeps well-formed nodes (id + name), three levels at most. */
export function normalizeCategoryTree(data: unknown, depth = 1): CategoryNode[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  return list.flatMap((n): CategoryNode[] => {
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
