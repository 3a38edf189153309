/**
 * Catalogue normalisation (spec section 3 "Product", "Variant"; section 7 "vendor/store/products"),
 * once for both sides: the API shapes its rows with it, the dashboard reads answers with it. A single
 * image is wrapped in an array, variantId falls back to id, available is coerced to a boolean, prices
 * become non-negative numbers in rupees and paise; mrp and netPrice default from each other on the
 * pricing screen's products. Plain functions, safe on any JSON, no TypeBox (the shapes below are the
 * schemas' StoreVariant/StoreProduct, checked against them in contract.test-d.ts).
 */

export interface CatalogVariant {
  id: string;
  variantId: string;
  variant: string;
  unit: string;
  mrp: number;
  netPrice: number;
  available: boolean;
}

export interface CatalogProductShape {
  productId: string;
  productName: string;
  productImageUrls: string[];
  mrp: number;
  netPrice: number;
  description: string | null;
  brand: string | null;
  productAttributes: { name: string; value: string }[];
  productVariants: CatalogVariant[];
  categoryId: string;
  categoryPath: { id: string; name: string }[];
}

/** A variant as the pricing screen reads it: `updatedAt` is the save's concurrency token when the answer carries one. */
export type PricingVariantShape = CatalogVariant & { updatedAt?: string };
export type PricingProductShape = Omit<CatalogProductShape, 'productVariants'> & { productVariants: PricingVariantShape[] };

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
/** Optional text: '' counts as absent. */
const optionalText = (v: unknown): string | null => {
  const t = text(v);
  return t === '' ? null : t;
};

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 't', 'on', 'available']);

/** available coerced to a boolean: true, 1, 'true', 'yes', … are true; everything else false. */
export function coerceAvailable(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return false;
}

/** A price as a number: numbers and numeric texts, else 0; never negative, never NaN (not rounded). */
export function toPrice(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value) ?? '');
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** toPrice rounded to paise: what a product or variant carries. */
const money = (value: unknown): number => Math.round(toPrice(value) * 100) / 100;

/** productImageUrls as an array: the array itself (blanks dropped), else the single productImageUrl wrapped, else []. */
export function imageUrls(urls: unknown, single: unknown): string[] {
  if (Array.isArray(urls)) return urls.filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  if (typeof urls === 'string' && urls.trim() !== '') return [urls];
  if (typeof single === 'string' && single.trim() !== '') return [single];
  return [];
}

/** A variant, or null when it is not an object. Without an id it takes its variantId, else `variant-<index>`. */
export function normalizeVariant(raw: unknown, index = 0): CatalogVariant | null {
  if (!isRecord(raw)) return null;
  const id = String(isId(raw.id) ? raw.id : isId(raw.variantId) ? raw.variantId : `variant-${index}`);
  return {
    id,
    variantId: isId(raw.variantId) ? String(raw.variantId) : id,
    variant: text(raw.variant) ?? '',
    unit: text(raw.unit) ?? '',
    mrp: money(raw.mrp),
    netPrice: money(raw.netPrice),
    available: coerceAvailable(raw.available),
  };
}

/**
 * A product, or null without a productId. Its mrp/netPrice are the ones it carries, else those of
 * its first available variant (else its first variant).
 */
export function normalizeProduct(raw: unknown): CatalogProductShape | null {
  if (!isRecord(raw) || !isId(raw.productId)) return null;
  const variants = Array.isArray(raw.productVariants)
    ? raw.productVariants.map((v, i) => normalizeVariant(v, i)).filter((v): v is CatalogVariant => v !== null)
    : [];
  const lead = variants.find((v) => v.available) ?? variants[0];
  const attributes = Array.isArray(raw.productAttributes)
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
  const given = (v: unknown) => v !== undefined && v !== null;
  return {
    productId: String(raw.productId),
    productName: text(raw.productName) ?? '',
    productImageUrls: imageUrls(raw.productImageUrls, raw.productImageUrl),
    mrp: given(raw.mrp) ? money(raw.mrp) : (lead?.mrp ?? 0),
    netPrice: given(raw.netPrice) ? money(raw.netPrice) : (lead?.netPrice ?? 0),
    description: optionalText(raw.description),
    brand: optionalText(raw.brand),
    productAttributes: attributes,
    productVariants: variants,
    categoryId: isId(raw.categoryId) ? String(raw.categoryId) : '',
    categoryPath: path,
  };
}

/**
 * mrp and netPrice default from each other: a missing (or zero) one takes the other's value, so a
 * variant priced only by MRP sells at MRP and one with only a selling price shows it as MRP (spec
 * section 7, GET vendor/products).
 */
export function withPriceDefaults<T extends { mrp: number; netPrice: number }>(prices: T): T {
  const mrp = prices.mrp > 0 ? prices.mrp : prices.netPrice;
  const netPrice = prices.netPrice > 0 ? prices.netPrice : prices.mrp;
  return mrp === prices.mrp && netPrice === prices.netPrice ? prices : { ...prices, mrp, netPrice };
}

/** A pricing variant: the store's, its token kept, prices defaulted from each other. */
export function normalizePricingVariant(raw: unknown, index = 0): PricingVariantShape | null {
  const variant = normalizeVariant(raw, index);
  if (!variant) return null;
  const updatedAt = isRecord(raw) && typeof raw.updatedAt === 'string' ? raw.updatedAt : undefined;
  return withPriceDefaults(updatedAt === undefined ? variant : { ...variant, updatedAt });
}

/**
 * A pricing product (GET vendor/products): the store's normalisation, every variant with its token,
 * mrp and netPrice defaulted from each other (the product's prices are its lead variant's, so this
 * gives the lead variant's defaulted prices).
 */
export function normalizePricingProduct(raw: unknown): PricingProductShape | null {
  const product = normalizeProduct(raw);
  if (!product || !isRecord(raw)) return null;
  const variants = Array.isArray(raw.productVariants)
    ? raw.productVariants.map((v, i) => normalizePricingVariant(v, i)).filter((v): v is PricingVariantShape => v !== null)
    : [];
  return withPriceDefaults({ ...product, productVariants: variants });
}
