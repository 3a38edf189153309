/**
 * Pricing: the pricing view of the vendor's products and categories, and the shelf
 * save. Pricing has no tables of its own: it reads and writes the catalogue's variants through the
 * catalogue's service (the same rows the store reads: no copy, no cache, so the store shows a save
 * on its next load).
 */
import { type CategoryNode, type PriceRowRef, type PriceSaveResult, type PricingProduct, withPriceDefaults } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError } from '../../http/errors.js';
import { vendorCategoryIds } from '../business-categories/service.js';
import { lockVariants, productCategoryIds, productsWithTokensById, productsWithTokensIn, setVariantPrices, type TokenedProduct } from '../catalog/service.js';
import { categoryTree } from '../categories/service.js';
import type { PriceRow } from './model.js';

type UrlOf = (path: string | null) => string | null;

/**
 * mrp and netPrice default from each other, on every variant and on the product (whose prices are
 * its lead variant's, so this gives the lead variant's defaulted prices).
 */
const priced = (products: TokenedProduct[]): PricingProduct[] =>
  products.map((p) => withPriceDefaults({ ...p, productVariants: p.productVariants.map((v) => withPriceDefaults(v)) }));

/**
 * GET vendor/products: the vendor's products in the category and every category below it, whatever
 * the availability of the products, variants or categories, in the store's order.
 */
export async function listPricingProducts(q: Queryable, vendorId: string, categoryId: string, urlOf: UrlOf): Promise<PricingProduct[]> {
  return priced(await productsWithTokensIn(q, vendorId, categoryId, urlOf));
}

/**
 * GET vendor/products/categories: the vendor's leaf categories plus every category holding one of
 * their products (so a product in a category the vendor no longer lists stays reachable), with
 * ancestors and available flags.
 */
export async function pricingCategories(q: Queryable, vendorId: string, urlOf: UrlOf): Promise<CategoryNode[]> {
  const ids = new Set([...(await vendorCategoryIds(q, vendorId)), ...(await productCategoryIds(q, vendorId))]);
  return categoryTree(q, urlOf, ids);
}

const uniq = (list: string[]) => [...new Set(list)];
const ref = (r: PriceRow): PriceRowRef => ({ productId: r.productId, variantId: r.variantId });

/**
 * PUT vendor/products, in one transaction: the variants named are locked and checked (a variant of
 * this vendor's product named by the row, token unchanged), one update applies them all, then the
 * saved products are read back. Any refusal throws before the update, so nothing is written:
 * 404 VARIANT_NOT_FOUND (unknown, another vendor's, or a variant of another product) with `rows`;
 * 409 PRICES_CHANGED with `conflicts` and `products` (the conflicting products as stored now).
 */
export async function savePrices(db: Database, vendorId: string, rows: PriceRow[], now: Date, urlOf: UrlOf): Promise<PriceSaveResult> {
  return db.tx(async (q) => {
    const found = await lockVariants(
      q,
      vendorId,
      rows.map((r) => r.variantId),
    );
    const stored = new Map(found.map((r) => [r.id, r]));

    const unknown = rows.filter((r) => stored.get(r.variantId)?.product_id !== r.productId);
    if (unknown.length > 0) {
      const [first] = unknown as [PriceRow, ...PriceRow[]];
      throw new AppError(
        404,
        'VARIANT_NOT_FOUND',
        `Row ${first.row} (product ${first.productId}, variant ${first.variantId}): no such variant of a product in your shop` +
          (unknown.length > 1 ? ` (and ${unknown.length - 1} more rows)` : '') +
          '. Nothing was saved.',
        { rows: unknown.map((r) => ({ row: r.row, ...ref(r) })) },
      );
    }

    const stale = rows.filter((r) => r.updatedAt !== null && stored.get(r.variantId)!.token !== r.updatedAt);
    if (stale.length > 0) {
      const products = priced(await productsWithTokensById(q, vendorId, uniq(stale.map((r) => r.productId)), urlOf));
      const names = products.map((p) => p.productName).join(', ');
      throw new AppError(
        409,
        'PRICES_CHANGED',
        `${products.length} product(s) were changed elsewhere since you loaded them: ${names}. Reload them and check your changes. Nothing was saved.`,
        { conflicts: stale.map(ref), products },
      );
    }

    const updated = await setVariantPrices(q, rows, now);
    if (updated !== rows.length) throw new Error(`price save updated ${updated} of ${rows.length} variants`);

    const productIds = uniq(rows.map((r) => r.productId));
    return {
      savedProducts: productIds.length,
      savedVariants: rows.length,
      products: priced(await productsWithTokensById(q, vendorId, productIds, urlOf)),
    };
  });
}
