/** SQL on vendor_categories (the leaf categories a vendor sells in; nothing else). */
import type { Queryable } from '../../db/types.js';

export async function vendorCategoryIds(q: Queryable, vendorId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ category_id: string }>('SELECT category_id FROM vendor_categories WHERE vendor_id = $1', [vendorId]);
  return new Set(rows.map((r) => r.category_id));
}

/** Makes the vendor's set exactly `ids`; answers the ids now, sorted. */
export async function replaceVendorCategories(q: Queryable, vendorId: string, ids: readonly string[]): Promise<string[]> {
  await q.query('DELETE FROM vendor_categories WHERE vendor_id = $1 AND NOT (category_id = ANY($2::uuid[]))', [vendorId, ids]);
  await q.query(`INSERT INTO vendor_categories (vendor_id, category_id) SELECT $1, c FROM unnest($2::uuid[]) AS c ON CONFLICT DO NOTHING`, [vendorId, ids]);
  const now = await q.query<{ category_id: string }>('SELECT category_id FROM vendor_categories WHERE vendor_id = $1 ORDER BY category_id', [vendorId]);
  return now.rows.map((r) => r.category_id);
}
