/**
 * The category editor's model (spec section 2 "/profile/categories/edit", 4 "Category selection
 * starts as all leaf categories the vendor already has", 5 "at least one"): leaves grouped by their
 * top-level category, search, toggling.
 */
import type { CategoryNode } from '@vd/shared/session';
import { searchGroups } from '@vd/shared/catalog';

export interface LeafChoice {
  id: string;
  name: string;
  /** The names between the top-level category and the leaf (e.g. 'Fresh Vegetables'). */
  context: string;
}

export interface LeafGroup {
  id: string;
  name: string;
  icon: string | null;
  leaves: LeafChoice[];
}

const children = (n: CategoryNode): CategoryNode[] => n.subCategories ?? [];
const isAvailable = (n: CategoryNode): boolean => n.available !== false;

function collectLeaves(node: CategoryNode, path: string[], out: LeafChoice[]): void {
  const below = children(node).filter(isAvailable);
  if (below.length === 0) {
    out.push({ id: String(node.id), name: node.name, context: path.join(' › ') });
    return;
  }
  for (const child of below) collectLeaves(child, [...path, node.name], out);
}

/** Every available leaf, grouped by its available top-level category, in tree order. */
export function leafGroups(tree: readonly CategoryNode[]): LeafGroup[] {
  return tree.filter(isAvailable).flatMap((top) => {
    const leaves: LeafChoice[] = [];
    for (const child of children(top).filter(isAvailable)) collectLeaves(child, [], leaves);
    return leaves.length === 0 ? [] : [{ id: String(top.id), name: top.name, icon: top.icon ?? null, leaves }];
  });
}

/** The leaf ids of a vendor's category tree (vendorCategories: leaves with their ancestors). */
export function vendorLeafIds(vendorCategories: readonly CategoryNode[] | null | undefined): string[] {
  const ids: string[] = [];
  const walk = (n: CategoryNode) => {
    const below = children(n);
    if (below.length === 0) ids.push(String(n.id));
    else below.forEach(walk);
  };
  (vendorCategories ?? []).forEach(walk);
  return [...new Set(ids)];
}

/**
 * Search: a group whose name matches keeps all its leaves; otherwise only the leaves whose name or
 * context matches. Case, accents and extra spaces do not matter; an empty query keeps everything.
 */
export function searchLeafGroups(groups: readonly LeafGroup[], query: string): LeafGroup[] {
  return searchGroups(groups, query, {
    name: (g) => g.name,
    items: (g) => g.leaves,
    itemText: (l) => [l.name, l.context],
    withItems: (g, leaves) => ({ ...g, leaves }),
  });
}

/** Tap to toggle. */
export function toggleLeaf(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** What PUT vendor/category sends: the selected ids that are leaves of the editor (stale ids dropped), in tree order. */
export function selectedLeafIds(groups: readonly LeafGroup[], selected: ReadonlySet<string>): string[] {
  return groups.flatMap((g) => g.leaves.filter((l) => selected.has(l.id)).map((l) => l.id));
}
