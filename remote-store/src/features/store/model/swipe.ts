import type { CategoryNode, Id } from '@vd/shared/session';
import type { SwipeDirection } from '@vd/shared/ui';

/** The category next to the current one; null at either end (no wrap-around). */
export function adjacentCategory(categories: readonly CategoryNode[], currentId: Id, direction: SwipeDirection): CategoryNode | null {
  const i = categories.findIndex((c) => String(c.id) === String(currentId));
  if (i < 0) return categories[0] ?? null;
  return categories[direction === 'next' ? i + 1 : i - 1] ?? null;
}
