/**
 * Moving away with unsaved changes (spec section 4 "Pricing edits"): switching category asks
 * first, and so do leaving the screen and closing the tab. Swiping on the grid moves to the
 * next/previous top category.
 */

/** The router blocker's question: ask when something is unsaved and the path changes. */
export const leavesScreen = (unsaved: number, fromPath: string, toPath: string): boolean => unsaved > 0 && fromPath !== toPath;

/** What the 'Unsaved Changes' dialog is asking about: a category to open, or leaving the screen. */
export type PendingMove = { kind: 'category'; nodeId: string } | { kind: 'leave' };

/** A swipe must travel this far sideways, clearly more than up or down, to change category. */
export const SWIPE_MIN_PX = 60;

/** Finger moved by (dx, dy): left → 'next' top category, right → 'previous', else null (a scroll or a tap). */
export function swipeToCategory(dx: number, dy: number): 'next' | 'previous' | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}
