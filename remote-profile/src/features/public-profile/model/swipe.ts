/** Swiping between the public profile's tabs (spec section 2: "Swipe or click moves among them"). */
import { nextTab, previousTab, type ProfileTab } from './tabs';

/** How far a finger must travel sideways, and how much more sideways than up or down, to count as a swipe. */
export const TAB_SWIPE_MIN_PX = 60;
export const TAB_SWIPE_RATIO = 1.5;

/**
 * The tab a swipe leads to: left (dx < 0) the next tab, right the previous one; a short or mostly
 * vertical movement (a scroll, a tap) keeps the current tab.
 */
export function tabAfterSwipe(tab: ProfileTab, dx: number, dy: number): ProfileTab {
  const sideways = Math.abs(dx);
  const isSwipe = Number.isFinite(dx) && Number.isFinite(dy) && sideways >= TAB_SWIPE_MIN_PX && sideways >= Math.abs(dy) * TAB_SWIPE_RATIO;
  if (!isSwipe) return tab;
  return dx < 0 ? nextTab(tab) : previousTab(tab);
}
