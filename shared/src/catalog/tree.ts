/** The category tree as the store uses it (spec section 3 "Category tree node"). */
import type { CategoryNode, Id } from '../session/types';

const children = (n: CategoryNode): CategoryNode[] => n.subCategories ?? [];
const isAvailable = (n: CategoryNode): boolean => n.available !== false;

/** The tree without unavailable nodes (nor anything below them). */
export function availableCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.filter(isAvailable).map((n) => ({ ...n, subCategories: availableCategories(children(n)) }));
}

/** The leaf the store uses for a node: follow the first child repeatedly. */
export function firstLeaf(node: CategoryNode): CategoryNode {
  let cur = node;
  for (let depth = 0; depth < 10; depth++) {
    const next = children(cur)[0];
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** The path from a top category to the node with this id (empty when absent). */
export function findCategoryPath(nodes: readonly CategoryNode[], id: Id | null | undefined): CategoryNode[] {
  if (id === null || id === undefined || id === '') return [];
  for (const n of nodes) {
    if (String(n.id) === String(id)) return [n];
    const below = findCategoryPath(children(n), id);
    if (below.length > 0) return [n, ...below];
  }
  return [];
}
