/**
 * One reading of a sideways swipe for every screen that moves by it: the store's and the pricing
 * screen's category strips, the product gallery and the public profile's tabs.
 */
import { useRef, type TouchEvent } from 'react';

export type SwipeDirection = 'next' | 'previous';

/** A swipe must travel this far sideways, and clearly more sideways than up or down. */
export const SWIPE_MIN_DISTANCE_PX = 60;
export const SWIPE_DOMINANCE = 1.5;

/** Finger moved by (dx, dy): left (dx < 0) → 'next', right → 'previous'; else null (a scroll or a tap). */
export function swipeDirection(dx: number, dy: number, min?: number): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < (min ?? SWIPE_MIN_DISTANCE_PX) || Math.abs(dx) < Math.abs(dy) * SWIPE_DOMINANCE) return null;
  return dx < 0 ? 'next' : 'previous';
}

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
}

/**
 * Touch handlers for an element that moves by a swipe: one finger down, lifted after a clear
 * sideways move, calls `onSwipe` with its direction. Spread them on the element.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, min?: number): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const t = event.touches[0];
      start.current = event.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (event) => {
      const from = start.current;
      const t = event.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const direction = swipeDirection(t.clientX - from.x, t.clientY - from.y, min);
      if (direction) onSwipe(direction);
    },
  };
}
