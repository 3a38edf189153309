/**
 * The on-screen keyboard (spec section 9: "keyboard-open threshold 150 px"). Browsers say nothing
 * of the keyboard itself; what it does is shrink the visual viewport. The keyboard counts as open
 * while the visual viewport is more than 150 px shorter than the tallest it has been at the same
 * width (a turn of the phone starts over) and a text field has the focus, so a browser bar
 * sliding away or a split screen does not count. Fixed bars at the bottom (the host's bottom bar,
 * pricing's save bar) step aside while it is open, so the field being typed stays in view.
 */
import { useEffect, useState } from 'react';
import { afterFrame } from './frame';

/** Spec section 9. */
export const KEYBOARD_OPEN_THRESHOLD_PX = 150;

export interface ViewportSize {
  width: number;
  height: number;
}

/** The tallest visual viewport seen at the current width: the height with no keyboard. */
export function nextViewportBaseline(previous: ViewportSize | null, now: ViewportSize): ViewportSize {
  if (!previous || Math.abs(previous.width - now.width) > 1) return now;
  return now.height > previous.height ? now : previous;
}

/** The keyboard rule: the viewport shrank by more than the threshold while a text field is focused. */
export function isKeyboardOpen(baselineHeight: number, visibleHeight: number, editingText: boolean, threshold = KEYBOARD_OPEN_THRESHOLD_PX): boolean {
  return editingText && baselineHeight - visibleHeight > threshold;
}

const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit', 'hidden']);

/** Whether an element takes typing (and so brings up the keyboard). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return !element.readOnly && !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Runs `read` once the page has drawn its next frame and has a moment (an idle callback, at most
 * `timeoutMs` later; without idle callbacks, a timer after the next frame). Reading the visual
 * viewport's size lays the page out first: read as a screen mounts, that is a forced layout of the
 * whole new screen inside React's effects, where after the frame it costs nothing. Returns a cancel.
 */
export function afterNextFrame(read: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(read, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  return afterFrame(read);
}

/**
 * True while the on-screen keyboard is open (see the rule above); false where the browser has no
 * visual viewport. The first baseline is read after the first frame (`afterNextFrame`): the keyboard
 * is not open before a text field has the focus, and each resize, focus and blur reads it again.
 */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = typeof window !== 'undefined' ? window.visualViewport : null;
    if (!vv) return;
    let baseline: ViewportSize | null = null;
    const update = () => {
      baseline = nextViewportBaseline(baseline, { width: vv.width, height: vv.height });
      setOpen(isKeyboardOpen(baseline.height, vv.height, isTextEntry(document.activeElement)));
    };
    const cancelFirstRead = afterNextFrame(update);
    vv.addEventListener('resize', update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      cancelFirstRead();
      vv.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return open;
}
