/** Reading a swipe: the store's category strip and the product gallery both move by it. */

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
