import type { CategoryNode, Id } from '@vd/shared';

export type SwipeDirection = 'next' | 'previous';

/** A horizontal swipe must travel this far, and clearly more sideways than up or down. */
export const SWIPE_MIN_DISTANCE_PX = 60;
export const SWIPE_DOMINANCE = 1.5;

/** Finger moved by (dx, dy): left (dx < 0) → next category, right → previous; else null (a scroll or a tap). */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_DISTANCE_PX): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * SWIPE_DOMINANCE) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The category next to the current one; null at either end (no wrap-around). */
export function adjacentCategory(categories: readonly CategoryNode[], currentId: Id, direction: SwipeDirection): CategoryNode | null {
  const i = categories.findIndex((c) => String(c.id) === String(currentId));
  if (i < 0) return categories[0] ?? null;
  return categories[direction === 'next' ? i + 1 : i - 1] ?? null;
}
