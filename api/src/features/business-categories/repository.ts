import type { Database } from '../../db/types.js';
import { AppError } from '../../http/errors.js';

/** Ids listed in one refusal. */
const MAX_LISTED = 20;

/**
 * Replaces the vendor's leaf categories with `ids` in one transaction (the vendor row locked, so two
 * saves of one vendor run one after the other). Every id must be a category with no sub-categories:
 * 400 UNKNOWN_CATEGORY / NOT_A_LEAF with `ids`, nothing written. Answers the leaf ids now.
 */
export async function replaceVendorCategories(db: Database, vendorId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  return db.tx(async (q) => {
    await q.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
    const { rows } = await q.query<{ id: string; has_children: boolean }>(
      `SELECT c.id, EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS has_children
         FROM categories c WHERE c.id = ANY($1::uuid[])`,
      [wanted],
    );
    const found = new Map(rows.map((r) => [r.id, r.has_children]));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new AppError(400, 'UNKNOWN_CATEGORY', `No such category: ${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}.`, {
        ids: unknown.slice(0, MAX_LISTED),
      });
    }
    const notLeaf = wanted.filter((id) => found.get(id) === true);
    if (notLeaf.length > 0) {
      throw new AppError(400, 'NOT_A_LEAF', `Choose the most specific categories: ${notLeaf.slice(0, 3).join(', ')} has sub-categories.`, {
        ids: notLeaf.slice(0, MAX_LISTED),
      });
    }
    await q.query('DELETE FROM vendor_categories WHERE vendor_id = $1 AND NOT (category_id = ANY($2::uuid[]))', [vendorId, wanted]);
    await q.query(`INSERT INTO vendor_categories (vendor_id, category_id) SELECT $1, c FROM unnest($2::uuid[]) AS c ON CONFLICT DO NOTHING`, [
      vendorId,
      wanted,
    ]);
    const now = await q.query<{ category_id: string }>('SELECT category_id FROM vendor_categories WHERE vendor_id = $1 ORDER BY category_id', [vendorId]);
    return now.rows.map((r) => r.category_id);
  });
}
