/**
 * The store catalogue (the vendor's products, their images, attributes and variants): GET
 * vendor/store/products, one product; and what other features need of it (pricing reads products
 * with their variants' tokens and saves prices; orders take variants as lines). Answers are shaped
 * by the contract's catalogue normalisation, the same code the dashboard reads them with.
 */
import { type CategoryNode, normalizeProduct, type Product, type Variant } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import { vendorCategoryIds } from '../business-categories/service.js';
import { categoryAndBelow, categoryPaths, categoryTree } from '../categories/service.js';
import * as store from './store.js';

export type { OrderableVariantRow } from './store.js';

type UrlOf = (path: string | null) => string | null;

/** A product whose variants carry their concurrency token (`updatedAt`), read with their prices. */
export type TokenedProduct = Omit<Product, 'productVariants'> & { productVariants: (Variant & { updatedAt: string })[] };

function groupBy<T extends { product_id: string }>(list: readonly T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const item of list) {
    const l = m.get(item.product_id);
    if (l) l.push(item);
    else m.set(item.product_id, [item]);
  }
  return m;
}

/** Rows → normalised products: images (URLs by urlOf), attributes, variants, category path. */
async function hydrate(
  q: Queryable,
  rows: readonly store.ProductRow[],
  urlOf: UrlOf,
  tokens: boolean,
): Promise<Array<{ product: Product; tokens: Map<string, string> }>> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: on a transaction handle they would queue anyway.
  const images = await store.productImages(q, ids);
  const attrs = await store.productAttributes(q, ids);
  const variants = await store.productVariants(q, ids, tokens);
  const paths = await categoryPaths(q, [...new Set(rows.map((r) => r.category_id))]);
  const imagesBy = groupBy(images);
  const attrsBy = groupBy(attrs);
  const variantsBy = groupBy(variants);
  const tokenOf = new Map(variants.map((v) => [v.id, v.token ?? '']));
  return rows.map((r) => ({
    product: normalizeProduct({
      productId: r.id,
      productName: r.name,
      productImageUrls: (imagesBy.get(r.id) ?? []).map((i) => urlOf(i.path)).filter((u): u is string => u !== null),
      description: r.description,
      brand: r.brand,
      productAttributes: (attrsBy.get(r.id) ?? []).map((a) => ({ name: a.name, value: a.value })),
      productVariants: (variantsBy.get(r.id) ?? []).map((v) => ({
        id: v.id,
        variantId: null,
        variant: v.variant,
        unit: v.unit,
        mrp: v.mrp,
        netPrice: v.net_price,
        available: v.available,
      })),
      categoryId: r.category_id,
      categoryPath: paths.get(r.category_id) ?? [],
    })!,
    tokens: tokenOf,
  }));
}

const plain = (list: { product: Product }[]) => list.map((p) => p.product);
const tokened = (list: { product: Product; tokens: Map<string, string> }[]): TokenedProduct[] =>
  list.map(({ product, tokens }) => ({ ...product, productVariants: product.productVariants.map((v) => ({ ...v, updatedAt: tokens.get(v.id) ?? '' })) }));

/**
 * The vendor's products in a category and every available category below it (a sub-category
 * shows the products of all its leaves), in category order then product order. An unknown or
 * unavailable category gives an empty list.
 */
export async function listStoreProducts(q: Queryable, vendorId: string, categoryId: string, urlOf: UrlOf): Promise<Product[]> {
  const categories = await categoryAndBelow(q, categoryId, { availableOnly: true });
  return plain(await hydrate(q, await store.productsInCategories(q, vendorId, categories), urlOf, false));
}

/** GET category: every category, or (`vendor`) the vendor's leaf categories with their ancestors. */
export async function storeCategories(q: Queryable, vendorId: string, scope: 'all' | 'vendor' | undefined, urlOf: UrlOf): Promise<CategoryNode[]> {
  return categoryTree(q, urlOf, scope === 'vendor' ? await vendorCategoryIds(q, vendorId) : undefined);
}

/** One of the vendor's products by id (whatever its availability); 404 PRODUCT_NOT_FOUND when the vendor has no such product. */
export async function getStoreProduct(q: Queryable, vendorId: string, productId: string, urlOf: UrlOf): Promise<Product> {
  const missing = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');
  if (!isUuid(productId)) throw missing();
  const [product] = plain(await hydrate(q, await store.productsById(q, vendorId, [productId]), urlOf, false));
  if (!product) throw missing();
  return product;
}

/**
 * The vendor's products in the category and every category below it, whatever the availability of
 * the products, variants or categories, in the store's order; every variant with its token.
 */
export async function productsWithTokensIn(q: Queryable, vendorId: string, categoryId: string, urlOf: UrlOf): Promise<TokenedProduct[]> {
  const categories = await categoryAndBelow(q, categoryId, { availableOnly: false });
  return tokened(await hydrate(q, await store.productsInCategories(q, vendorId, categories), urlOf, true));
}

/** Some of the vendor's products by id, in the order given (ids of other vendors are skipped), every variant with its token. */
export async function productsWithTokensById(q: Queryable, vendorId: string, ids: readonly string[], urlOf: UrlOf): Promise<TokenedProduct[]> {
  const byId = new Map((await store.productsById(q, vendorId, ids)).map((r) => [r.id, r]));
  return tokened(
    await hydrate(
      q,
      ids.flatMap((id) => byId.get(id) ?? []),
      urlOf,
      true,
    ),
  );
}

/** The leaf categories holding one of the vendor's products. */
export function productCategoryIds(q: Queryable, vendorId: string): Promise<string[]> {
  return store.productCategoryIds(q, vendorId);
}

/** Locks these variants of the vendor's products for the caller's transaction: each found one with its product and token. */
export function lockVariants(q: Queryable, vendorId: string, variantIds: readonly string[]): Promise<{ id: string; product_id: string; token: string }[]> {
  return store.lockVariants(q, vendorId, variantIds);
}

/** Sets prices and availability of variants (locked by lockVariants in the same transaction); answers how many. */
export function setVariantPrices(
  q: Queryable,
  rows: readonly { variantId: string; mrp: number; netPrice: number; available: boolean }[],
  now: Date,
): Promise<number> {
  return store.updateVariantPrices(q, rows, now);
}

/** The shop's variants with these ids, as order lines take them (name, prices, availability, first image path). */
export function orderableVariants(q: Queryable, vendorId: string, variantIds: readonly string[]): Promise<store.OrderableVariantRow[]> {
  return store.orderableVariants(q, vendorId, variantIds);
}

/** Up to 12 random available, priced variants of the shop (demo orders). */
export function randomAvailableVariants(q: Queryable, vendorId: string): Promise<store.OrderableVariantRow[]> {
  return store.randomAvailableVariants(q, vendorId);
}

/** How many of the shop's products have no available variant. */
export function outOfStockCount(q: Queryable, vendorId: string): Promise<number> {
  return store.outOfStockCount(q, vendorId);
}
