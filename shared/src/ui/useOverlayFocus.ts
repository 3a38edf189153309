import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/**
 * A full-screen overlay (an enlarged photo, the product gallery): on open the page behind stops
 * scrolling and focus moves to `focusRef` (its close button); on close the page scrolls again.
 */
export function useOverlayFocus(focusRef: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; the ref object is stable
  useEffect(() => {
    focusRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

/** Esc closes an overlay and goes no further (an enclosing dialog or screen does not see it). true when handled. */
export function closeOnEscape(event: KeyboardEvent, onClose: () => void): boolean {
  if (event.key !== 'Escape') return false;
  event.stopPropagation();
  onClose();
  return true;
}
