import type { Queryable } from '../../db/types.js';
import type { CategoryRow } from './tree.js';

export async function allCategories(q: Queryable): Promise<CategoryRow[]> {
  const { rows } = await q.query<{
    id: string;
    name: string;
    parent_id: string | null;
    level: number;
    available: boolean;
    image_path: string | null;
    icon: string | null;
    sort: number;
  }>('SELECT id, name, parent_id, level, available, image_path, icon, sort FROM categories');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parent_id,
    level: Number(r.level),
    available: r.available,
    imagePath: r.image_path,
    icon: r.icon,
    sort: Number(r.sort),
  }));
}

export async function vendorCategoryIds(q: Queryable, vendorId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ category_id: string }>('SELECT category_id FROM vendor_categories WHERE vendor_id = $1', [vendorId]);
  return new Set(rows.map((r) => r.category_id));
}
