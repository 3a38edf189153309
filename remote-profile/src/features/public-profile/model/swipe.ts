/** Swiping between the public profile's tabs (spec section 2: "Swipe or click moves among them"). */
import { type SwipeDirection, swipeDirection } from '@vd/shared/ui';
import { nextTab, previousTab, type ProfileTab } from './tabs';

/** The tab a swipe in `direction` leads to: the next tab for a swipe left, else the previous one (none past the ends). */
export function tabInDirection(tab: ProfileTab, direction: SwipeDirection): ProfileTab {
  return direction === 'next' ? nextTab(tab) : previousTab(tab);
}

/**
 * The tab a finger movement of (dx, dy) leads to: left (dx < 0) the next tab, right the previous
 * one; a short or mostly vertical movement (a scroll, a tap) keeps the current tab.
 */
export function tabAfterSwipe(tab: ProfileTab, dx: number, dy: number): ProfileTab {
  const direction = swipeDirection(dx, dy);
  return direction ? tabInDirection(tab, direction) : tab;
}
