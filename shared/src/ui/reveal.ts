import { useEffect, useState } from 'react';
import { afterFrame } from './frame';

/** A tab in the background draws no frames: it gets a batch from a timer this often instead. */
const BACKGROUND_STEP_MS = 250;

/**
 * How a long list of cards reaches the screen on a slow phone: the cards in view first, the rest a
 * few at a time, one batch per frame (decision 0083). Each batch is a task of its own — React's
 * render of a few cards, then the frame's layout of those cards — instead of one task that renders
 * and lays out every card at once (the signed-in `/store`'s longest task after its products arrive:
 * 83 ms unthrottled, 4x in Lighthouse's total blocking time).
 */
export interface RevealBatches {
  /** Cards rendered at once: those in view on a phone. */
  first: number;
  /** Cards added per frame after that. */
  step: number;
}

/**
 * The number of cards to render next. Never fewer than already shown: a list that refreshes (a
 * refetch, a price saved) keeps every card it had, so nothing unmounts under a scrolled vendor.
 */
export function nextRevealCount(shown: number, total: number, step: number): number {
  return Math.min(total, shown + Math.max(1, step));
}

/** How many of `total` cards to render now; all of them when `batches` is not given. */
export function useRevealCount(total: number, batches: RevealBatches | undefined): number {
  const [shown, setShown] = useState(() => (batches ? Math.max(1, batches.first) : total));
  const step = batches?.step ?? total;
  const pending = batches !== undefined && shown < total;
  useEffect(() => {
    if (!pending) return;
    // After the frame that lays out the cards already rendered, so the next batch's render and
    // layout are tasks of their own. A tab in the background (no frames) gets the rest from the
    // timer: nothing waits on it being shown. Both may fire before the next render: each sets the
    // same count.
    const more = () => setShown(nextRevealCount(shown, total, step));
    const cancel = afterFrame(more);
    const fallback = setTimeout(more, BACKGROUND_STEP_MS);
    return () => {
      cancel();
      clearTimeout(fallback);
    };
  }, [pending, shown, total, step]);
  return batches ? Math.min(shown, total) : total;
}
