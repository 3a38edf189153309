import type { CategoryNode } from '@vd/contract';

/** A category row as stored. */
export interface CategoryRow {
  id: string;
  name: string;
  parentId: string | null;
  level: number;
  available: boolean;
  imagePath: string | null;
  icon: string | null;
  sort: number;
}

/** Spec section 3 "Category tree node" (the contract's): id, name, available, subCategories (plus icon and image). */
export type { CategoryNode };

/**
 * Builds the tree (up to three levels) ordered by sort then name. With `onlyWithin`, keeps just
 * those ids and their ancestors (a vendor's leaf categories with the path to them).
 */
export function buildCategoryTree(
  rows: readonly CategoryRow[],
  urlOf: (path: string | null) => string | null,
  onlyWithin?: ReadonlySet<string>,
): CategoryNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let keep: Set<string> | null = null;
  if (onlyWithin) {
    keep = new Set();
    for (const id of onlyWithin) {
      let cur = byId.get(id);
      let guard = 0;
      while (cur && !keep.has(cur.id) && guard++ < 10) {
        keep.add(cur.id);
        cur = cur.parentId ? byId.get(cur.parentId) : undefined;
      }
    }
  }
  const children = new Map<string | null, CategoryRow[]>();
  for (const r of rows) {
    if (keep && !keep.has(r.id)) continue;
    const parent = r.parentId && byId.has(r.parentId) ? r.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(r);
    children.set(parent, list);
  }
  const build = (parent: string | null, depth: number): CategoryNode[] =>
    (children.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
      .map((r) => ({
        id: r.id,
        name: r.name,
        available: r.available,
        icon: r.icon,
        imageUrl: urlOf(r.imagePath),
        subCategories: depth < 3 ? build(r.id, depth + 1) : [],
      }));
  return build(null, 1);
}
