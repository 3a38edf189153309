/**
 * Category selection of the pricing screen (spec sections 2 and 4): a top category tab strip and
 * up to two nested sub-category strips. Choosing any node selects the leaf reached by following
 * first children; loading the first category auto-selects its first sub-category and
 * sub-sub-category; a request for the same leaf as the last is skipped.
 */
import type { CategoryNode } from '@vd/shared/session';
import { findCategoryPath, firstLeaf } from '@vd/shared/catalog';

export interface PricingSelection {
  /** Top category, sub-category, sub-sub-category, as far as the tree goes (the last one is the leaf). */
  path: CategoryNode[];
  leaf: CategoryNode;
}

/** The selection for a node of any level: its path from the top, continued by first children to a leaf. */
export function selectionFor(tree: readonly CategoryNode[], nodeId: string): PricingSelection | null {
  const path = findCategoryPath(tree, nodeId);
  const node = path[path.length - 1];
  if (!node) return null;
  const full = [...path];
  let cur = node;
  while (cur !== firstLeaf(cur)) {
    const next = cur.subCategories[0];
    if (!next) break;
    full.push(next);
    cur = next;
  }
  return { path: full, leaf: cur };
}

/** The selection the screen opens on: the first category, its first sub-category and sub-sub-category. */
export function firstSelection(tree: readonly CategoryNode[]): PricingSelection | null {
  const first = tree[0];
  return first ? selectionFor(tree, String(first.id)) : null;
}

/** The strips to show: top categories, then the children of the selected top and sub-category (when any). */
export function categoryStrips(tree: readonly CategoryNode[], selection: PricingSelection | null): CategoryNode[][] {
  const strips: CategoryNode[][] = [[...tree]];
  for (const node of (selection?.path ?? []).slice(0, 2)) {
    if (node.subCategories.length === 0) break;
    strips.push(node.subCategories);
  }
  return strips;
}

/** The id selected in each strip (same order as categoryStrips). */
export const selectedIds = (selection: PricingSelection | null): string[] => (selection?.path ?? []).map((n) => String(n.id));

/** A request for the same leaf as the last one is skipped. */
export function shouldRequestLeaf(lastRequestedLeafId: string | null, leafId: string): boolean {
  return lastRequestedLeafId !== leafId;
}

/** Swipe on the grid: the next or previous top category's id, null at either end. */
export function adjacentTopCategoryId(tree: readonly CategoryNode[], currentTopId: string, direction: 'next' | 'previous'): string | null {
  const i = tree.findIndex((n) => String(n.id) === currentTopId);
  if (i < 0) return null;
  const target = tree[direction === 'next' ? i + 1 : i - 1];
  return target ? String(target.id) : null;
}
