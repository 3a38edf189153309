/**
 * Pricing reads and the shelf save (decision 0024). Reads the same product_variants columns the store
 * reads (no copy, no cache), so the store shows a save on its next load.
 */
import type { CategoryNode, PriceRowRef, PriceSaveResult, PricingProduct } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError } from '../../http/errors.js';
import { categoryPaths } from '../catalog/repository.js';
import { normalizeProduct } from '../catalog/model.js';
import { allCategories } from '../categories/repository.js';
import { buildCategoryTree } from '../categories/tree.js';
import { withPriceDefaults, type PriceRow } from './model.js';

type UrlOf = (path: string | null) => string | null;

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  brand: string | null;
  category_id: string;
}

/**
 * The concurrency token: the variant's updated_at as text with microseconds, UTC. Compared as text
 * (the client sends back what it got), so a malformed token is a mismatch, never a cast error.
 */
const TOKEN = `to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows → pricing products: images, attributes, every variant with its token (read in the same
 * query as its prices, so a token always belongs to the prices it came with), category path; the
 * store's normalisation, then mrp and netPrice defaulting from each other.
 */
async function hydrate(q: Queryable, rows: ProductRow[], urlOf: UrlOf): Promise<PricingProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: on a transaction handle they would queue anyway.
  const images = await q.query<{ product_id: string; path: string }>(
    'SELECT product_id, path FROM product_images WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, id',
    [ids],
  );
  const attrs = await q.query<{ product_id: string; name: string; value: string }>(
    'SELECT product_id, name, value FROM product_attributes WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, name',
    [ids],
  );
  const variants = await q.query<{
    product_id: string;
    id: string;
    variant: string;
    unit: string;
    mrp: string;
    net_price: string;
    available: boolean;
    token: string;
  }>(
    `SELECT v.product_id, v.id, v.variant, v.unit, v.mrp, v.net_price, v.available, ${TOKEN} AS token
       FROM product_variants v WHERE v.product_id = ANY($1::uuid[]) ORDER BY v.product_id, v.sort, v.id`,
    [ids],
  );
  const paths = await categoryPaths(q, [...new Set(rows.map((r) => r.category_id))]);
  const group = <T extends { product_id: string }>(list: T[]) => {
    const m = new Map<string, T[]>();
    for (const item of list) {
      const l = m.get(item.product_id);
      if (l) l.push(item);
      else m.set(item.product_id, [item]);
    }
    return m;
  };
  const imagesBy = group(images.rows);
  const attrsBy = group(attrs.rows);
  const variantsBy = group(variants.rows);
  const tokens = new Map(variants.rows.map((v) => [v.id, v.token]));
  return rows.map((r) => {
    const product = normalizeProduct({
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
    });
    // The product's prices are its lead variant's (first available, else first), so defaulting them
    // gives the lead variant's defaulted prices.
    return withPriceDefaults({
      ...product,
      productVariants: product.productVariants.map((v) => withPriceDefaults({ ...v, updatedAt: tokens.get(v.id) ?? '' })),
    });
  });
}

/**
 * GET vendor/products: the vendor's products in the category and every category below it, whatever
 * the availability of the products, variants or categories, in the store's order.
 */
export async function listPricingProducts(q: Queryable, vendorId: string, categoryId: string, urlOf: UrlOf): Promise<PricingProduct[]> {
  const { rows } = await q.query<ProductRow>(
    `WITH RECURSIVE sub AS (
       SELECT id, 0 AS depth FROM categories WHERE id = $2
       UNION ALL
       SELECT c.id, sub.depth + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE sub.depth < 5
     )
     SELECT p.id, p.name, p.description, p.brand, p.category_id
       FROM products p
       JOIN categories leaf ON leaf.id = p.category_id
       LEFT JOIN categories parent ON parent.id = leaf.parent_id
      WHERE p.vendor_id = $1 AND p.category_id IN (SELECT id FROM sub)
      ORDER BY parent.sort NULLS FIRST, parent.name, leaf.sort, leaf.name, p.sort, p.name, p.id`,
    [vendorId, categoryId],
  );
  return hydrate(q, rows, urlOf);
}

/** Some of the vendor's products by id, in the order given (ids of other vendors are skipped). */
async function productsById(q: Queryable, vendorId: string, ids: string[], urlOf: UrlOf): Promise<PricingProduct[]> {
  const { rows } = await q.query<ProductRow>(
    'SELECT p.id, p.name, p.description, p.brand, p.category_id FROM products p WHERE p.vendor_id = $1 AND p.id = ANY($2::uuid[])',
    [vendorId, ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hydrate(
    q,
    ids.flatMap((id) => byId.get(id) ?? []),
    urlOf,
  );
}

/**
 * GET vendor/products/categories: the vendor's leaf categories plus every category holding one of
 * their products (so a product in a category the vendor no longer lists stays reachable), with
 * ancestors and available flags.
 */
export async function pricingCategories(q: Queryable, vendorId: string, urlOf: UrlOf): Promise<CategoryNode[]> {
  const { rows } = await q.query<{ category_id: string }>(
    `SELECT category_id FROM vendor_categories WHERE vendor_id = $1
     UNION
     SELECT DISTINCT category_id FROM products WHERE vendor_id = $1`,
    [vendorId],
  );
  return buildCategoryTree(await allCategories(q), urlOf, new Set(rows.map((r) => r.category_id)));
}

const uniq = (list: string[]) => [...new Set(list)];
const ref = (r: PriceRow): PriceRowRef => ({ productId: r.productId, variantId: r.variantId });

/**
 * PUT vendor/products, in one transaction: one SELECT … FOR UPDATE checks every row (a variant of
 * this vendor's product named by the row, token unchanged), one UPDATE … FROM unnest(…) applies them
 * all, then the saved products are read back. Any refusal throws before the UPDATE, so the
 * transaction writes nothing:
 * 404 VARIANT_NOT_FOUND (unknown, another vendor's, or a variant of another product) with `rows`;
 * 409 PRICES_CHANGED with `conflicts` and `products` (the conflicting products as stored now).
 */
export async function savePrices(db: Database, vendorId: string, rows: PriceRow[], now: Date, urlOf: UrlOf): Promise<PriceSaveResult> {
  return db.tx(async (q) => {
    // Locked in id order, so two saves of overlapping shelves never deadlock.
    const found = await q.query<{ id: string; product_id: string; token: string }>(
      `SELECT v.id, v.product_id, ${TOKEN} AS token
         FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ANY($1::uuid[]) AND p.vendor_id = $2
        ORDER BY v.id
          FOR UPDATE OF v`,
      [rows.map((r) => r.variantId), vendorId],
    );
    const stored = new Map(found.rows.map((r) => [r.id, r]));

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

    const stale = rows.filter((r) => stored.get(r.variantId)!.token !== r.updatedAt);
    if (stale.length > 0) {
      const products = await productsById(q, vendorId, uniq(stale.map((r) => r.productId)), urlOf);
      const names = products.map((p) => p.productName).join(', ');
      throw new AppError(
        409,
        'PRICES_CHANGED',
        `${products.length} product(s) were changed elsewhere since you loaded them: ${names}. Reload them and check your changes. Nothing was saved.`,
        { conflicts: stale.map(ref), products },
      );
    }

    const updated = await q.query(
      `UPDATE product_variants v
          SET mrp = r.mrp, net_price = r.net_price, available = r.available,
              updated_at = greatest($5::timestamptz, v.updated_at + interval '1 microsecond')
         FROM unnest($1::uuid[], $2::numeric[], $3::numeric[], $4::boolean[]) AS r(id, mrp, net_price, available)
        WHERE v.id = r.id`,
      [rows.map((r) => r.variantId), rows.map((r) => r.mrp.toFixed(2)), rows.map((r) => r.netPrice.toFixed(2)), rows.map((r) => r.available), now],
    );
    if (updated.rowCount !== rows.length) throw new Error(`price save updated ${updated.rowCount} of ${rows.length} variants`);

    const productIds = uniq(rows.map((r) => r.productId));
    return {
      savedProducts: productIds.length,
      savedVariants: rows.length,
      products: await productsById(q, vendorId, productIds, urlOf),
    };
  });
}
