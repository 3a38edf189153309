import { startTransition, useEffect, useRef, useState } from 'react';
import { REVEAL_STEP, columnCount, nextRevealLimit, revealStep, revealedCount } from '../model/reveal';

/**
 * The part of `list` on screen (model/reveal.ts): REVEAL_STEP items, a few rows more (`revealStep` of
 * the grid's columns: the sentinel is the grid's last cell) whenever the sentinel after the grid comes
 * within 800 px of the viewport; back to the first step when `resetKey` changes. Without
 * IntersectionObserver everything is shown. A further step renders as a transition: React renders it
 * in slices between frames, so scrolling does not stall while the new cards are built (issue 25: a
 * 60-card step in one task dropped frames on the slow phone).
 */
export function useRevealedList<T>(list: readonly T[] | undefined, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, limit: REVEAL_STEP });
  if (state.key !== resetKey) setState({ key: resetKey, limit: REVEAL_STEP });
  const limit = state.key === resetKey ? state.limit : REVEAL_STEP;
  const total = list?.length ?? 0;
  const observes = typeof IntersectionObserver !== 'undefined';
  const shownCount = observes ? revealedCount(total, limit) : total;
  const sentinelRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !observes || shownCount >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const grid = sentinel.parentElement;
        const step = revealStep(columnCount(grid ? getComputedStyle(grid).gridTemplateColumns : null));
        startTransition(() => setState((s) => ({ ...s, limit: nextRevealLimit(s.limit, total, step) })));
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [observes, shownCount, total]);

  return { shown: list?.slice(0, shownCount), hasMore: shownCount < total, sentinelRef };
}
