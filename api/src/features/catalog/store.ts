/** SQL on the catalogue's tables: products, product_images, product_attributes, product_variants (nothing else). */
import type { Queryable } from '../../db/types.js';

export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  brand: string | null;
  category_id: string;
}

export interface VariantRow {
  product_id: string;
  id: string;
  variant: string;
  unit: string;
  mrp: string;
  net_price: string;
  available: boolean;
  /** The concurrency token (only when asked for). */
  token?: string;
}

const PRODUCT_COLUMNS = 'p.id, p.name, p.description, p.brand, p.category_id';

/**
 * The concurrency token of a variant: its updated_at as text with microseconds, UTC. Compared as text
 * (the client sends back what it got), so a malformed token is a mismatch, never a cast error.
 */
const TOKEN = `to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The vendor's products in these categories, in the order of the categories given, then product order. */
export async function productsInCategories(q: Queryable, vendorId: string, categoryIds: readonly string[]): Promise<ProductRow[]> {
  if (categoryIds.length === 0) return [];
  const { rows } = await q.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p
      WHERE p.vendor_id = $1 AND p.category_id = ANY($2::uuid[])
      ORDER BY array_position($2::uuid[], p.category_id), p.sort, p.name, p.id`,
    [vendorId, categoryIds],
  );
  return rows;
}

/** Some of the vendor's products by id (any order; other vendors' ids are skipped). */
export async function productsById(q: Queryable, vendorId: string, ids: readonly string[]): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.vendor_id = $1 AND p.id = ANY($2::uuid[])`, [vendorId, ids]);
  return rows;
}

export async function productImages(q: Queryable, productIds: readonly string[]): Promise<{ product_id: string; path: string }[]> {
  const { rows } = await q.query<{ product_id: string; path: string }>(
    'SELECT product_id, path FROM product_images WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, id',
    [productIds],
  );
  return rows;
}

export async function productAttributes(q: Queryable, productIds: readonly string[]): Promise<{ product_id: string; name: string; value: string }[]> {
  const { rows } = await q.query<{ product_id: string; name: string; value: string }>(
    'SELECT product_id, name, value FROM product_attributes WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, name',
    [productIds],
  );
  return rows;
}

/** The products' variants; with `tokens`, each with its concurrency token read in the same query as its prices. */
export async function productVariants(q: Queryable, productIds: readonly string[], tokens: boolean): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT v.product_id, v.id, v.variant, v.unit, v.mrp, v.net_price, v.available${tokens ? `, ${TOKEN} AS token` : ''}
       FROM product_variants v WHERE v.product_id = ANY($1::uuid[]) ORDER BY v.product_id, v.sort, v.id`,
    [productIds],
  );
  return rows;
}

/** The leaf categories holding one of the vendor's products. */
export async function productCategoryIds(q: Queryable, vendorId: string): Promise<string[]> {
  const { rows } = await q.query<{ category_id: string }>('SELECT DISTINCT category_id FROM products WHERE vendor_id = $1', [vendorId]);
  return rows.map((r) => r.category_id);
}

/** A variant as an order line takes it. */
export interface OrderableVariantRow {
  variant_id: string;
  product_id: string;
  product_name: string;
  variant: string;
  unit: string;
  mrp: string | number;
  net_price: string | number;
  available: boolean;
  image_path: string | null;
}

const ORDERABLE = `SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, v.variant, v.unit, v.mrp, v.net_price, v.available,
        (SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort LIMIT 1) AS image_path
   FROM product_variants v JOIN products p ON p.id = v.product_id`;

export async function orderableVariants(q: Queryable, vendorId: string, variantIds: readonly string[]): Promise<OrderableVariantRow[]> {
  const { rows } = await q.query<OrderableVariantRow>(`${ORDERABLE} WHERE v.id = ANY($1::uuid[]) AND p.vendor_id = $2`, [variantIds, vendorId]);
  return rows;
}

/** Up to 12 random available, priced variants of the shop. */
export async function randomAvailableVariants(q: Queryable, vendorId: string): Promise<OrderableVariantRow[]> {
  const { rows } = await q.query<OrderableVariantRow>(`${ORDERABLE} WHERE p.vendor_id = $1 AND v.available AND v.net_price > 0 ORDER BY random() LIMIT 12`, [
    vendorId,
  ]);
  return rows;
}

/** Locks these variants of the vendor's products (in id order, so overlapping saves never deadlock); each with its product and token. */
export async function lockVariants(
  q: Queryable,
  vendorId: string,
  variantIds: readonly string[],
): Promise<{ id: string; product_id: string; token: string }[]> {
  const { rows } = await q.query<{ id: string; product_id: string; token: string }>(
    `SELECT v.id, v.product_id, ${TOKEN} AS token
       FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.id = ANY($1::uuid[]) AND p.vendor_id = $2
      ORDER BY v.id
        FOR UPDATE OF v`,
    [variantIds, vendorId],
  );
  return rows;
}

/** Sets prices and availability; every token moves on (at least by a microsecond). Answers the rows updated. */
export async function updateVariantPrices(
  q: Queryable,
  rows: readonly { variantId: string; mrp: number; netPrice: number; available: boolean }[],
  now: Date,
): Promise<number> {
  const updated = await q.query(
    `UPDATE product_variants v
        SET mrp = r.mrp, net_price = r.net_price, available = r.available,
            updated_at = greatest($5::timestamptz, v.updated_at + interval '1 microsecond')
       FROM unnest($1::uuid[], $2::numeric[], $3::numeric[], $4::boolean[]) AS r(id, mrp, net_price, available)
      WHERE v.id = r.id`,
    [rows.map((r) => r.variantId), rows.map((r) => r.mrp.toFixed(2)), rows.map((r) => r.netPrice.toFixed(2)), rows.map((r) => r.available), now],
  );
  return updated.rowCount ?? 0;
}

/** How many of the shop's products have no available variant (out of stock; the Today summary). */
export async function outOfStockCount(q: Queryable, vendorId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products p WHERE p.vendor_id = $1 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.available)',
    [vendorId],
    { name: 'catalog_out_of_stock_count' },
  );
  return Number(rows[0]?.n ?? 0);
}
