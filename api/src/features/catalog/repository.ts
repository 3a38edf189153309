import type { Queryable } from '../../db/types.js';
import type { CategoryRef, Product as StoreProduct } from '@vd/contract';
import { normalizeProduct } from './model.js';

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  brand: string | null;
  category_id: string;
}

const PRODUCT_COLUMNS = 'p.id, p.name, p.description, p.brand, p.category_id';

/** Ancestors of categories, top first: id → [{id, name}, …, self]. */
export async function categoryPaths(q: Queryable, ids: string[]): Promise<Map<string, CategoryRef[]>> {
  const out = new Map<string, CategoryRef[]>();
  if (ids.length === 0) return out;
  const { rows } = await q.query<{ leaf: string; id: string; name: string; depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT c.id AS leaf, c.id, c.name, c.parent_id, 0 AS depth FROM categories c WHERE c.id = ANY($1::uuid[])
       UNION ALL
       SELECT up.leaf, c.id, c.name, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < 5
     )
     SELECT leaf, id, name, depth FROM up ORDER BY leaf, depth DESC`,
    [ids],
  );
  for (const r of rows) {
    const list = out.get(r.leaf) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.leaf, list);
  }
  return out;
}

/** Rows → normalised store products with images (absolute URLs), attributes, variants and category path. */
async function hydrate(q: Queryable, rows: ProductRow[], urlOf: (path: string | null) => string | null): Promise<StoreProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, attrs, variants, paths] = await Promise.all([
    q.query<{ product_id: string; path: string }>(
      'SELECT product_id, path FROM product_images WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, id',
      [ids],
    ),
    q.query<{ product_id: string; name: string; value: string }>(
      'SELECT product_id, name, value FROM product_attributes WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, name',
      [ids],
    ),
    q.query<{ product_id: string; id: string; variant: string; unit: string; mrp: string; net_price: string; available: boolean }>(
      'SELECT product_id, id, variant, unit, mrp, net_price, available FROM product_variants WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, sort, id',
      [ids],
    ),
    categoryPaths(q, [...new Set(rows.map((r) => r.category_id))]),
  ]);
  const group = <T extends { product_id: string }>(list: T[]) => {
    const m = new Map<string, T[]>();
    for (const item of list) m.set(item.product_id, [...(m.get(item.product_id) ?? []), item]);
    return m;
  };
  const imagesBy = group(images.rows);
  const attrsBy = group(attrs.rows);
  const variantsBy = group(variants.rows);
  return rows.map((r) =>
    normalizeProduct({
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
    }),
  );
}

/**
 * The vendor's products in a category and every available category below it (a sub-category
 * shows the products of all its leaves), in category order then product order. An unknown or
 * unavailable category gives an empty list.
 */
export async function listStoreProducts(
  q: Queryable,
  vendorId: string,
  categoryId: string,
  urlOf: (path: string | null) => string | null,
): Promise<StoreProduct[]> {
  const { rows } = await q.query<ProductRow>(
    `WITH RECURSIVE sub AS (
       SELECT id, 0 AS depth FROM categories WHERE id = $2 AND available
       UNION ALL
       SELECT c.id, sub.depth + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE c.available AND sub.depth < 5
     )
     SELECT ${PRODUCT_COLUMNS}
       FROM products p
       JOIN categories leaf ON leaf.id = p.category_id
       LEFT JOIN categories parent ON parent.id = leaf.parent_id
      WHERE p.vendor_id = $1 AND p.category_id IN (SELECT id FROM sub)
      ORDER BY parent.sort NULLS FIRST, parent.name, leaf.sort, leaf.name, p.sort, p.name, p.id`,
    [vendorId, categoryId],
  );
  return hydrate(q, rows, urlOf);
}

/** One of the vendor's products by id (whatever its availability), or null when the vendor has no such product. */
export async function getStoreProduct(
  q: Queryable,
  vendorId: string,
  productId: string,
  urlOf: (path: string | null) => string | null,
): Promise<StoreProduct | null> {
  const { rows } = await q.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.vendor_id = $1 AND p.id = $2`, [vendorId, productId]);
  const [product] = await hydrate(q, rows, urlOf);
  return product ?? null;
}
