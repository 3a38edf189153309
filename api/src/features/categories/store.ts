/** SQL on the categories table (nothing else). */
import type { Queryable } from '../../db/types.js';
import type { CategoryRef } from '@vd/contract';
import type { CategoryRow } from './model.js';

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

const SUBTREE_AVAILABLE = `WITH RECURSIVE sub AS (
    SELECT id, 0 AS depth FROM categories WHERE id = $1 AND available
    UNION ALL
    SELECT c.id, sub.depth + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE c.available AND sub.depth < 5
  )`;
const SUBTREE_ALL = `WITH RECURSIVE sub AS (
    SELECT id, 0 AS depth FROM categories WHERE id = $1
    UNION ALL
    SELECT c.id, sub.depth + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE sub.depth < 5
  )`;

/**
 * A category and every category below it (only available ones with `availableOnly`: an unavailable
 * category hides what is under it), in the store's order: by parent (sort, name), then sort, name.
 * Empty for an unknown id.
 */
export async function subtreeIds(q: Queryable, rootId: string, availableOnly: boolean): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `${availableOnly ? SUBTREE_AVAILABLE : SUBTREE_ALL}
     SELECT c.id FROM sub JOIN categories c ON c.id = sub.id LEFT JOIN categories parent ON parent.id = c.parent_id
      ORDER BY parent.sort NULLS FIRST, parent.name, c.sort, c.name, c.id`,
    [rootId],
  );
  return rows.map((r) => r.id);
}

/** Of these ids, the categories that exist, each with whether it has sub-categories. */
export async function childInfo(q: Queryable, ids: readonly string[]): Promise<Map<string, boolean>> {
  const { rows } = await q.query<{ id: string; has_children: boolean }>(
    `SELECT c.id, EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS has_children
       FROM categories c WHERE c.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.has_children]));
}
