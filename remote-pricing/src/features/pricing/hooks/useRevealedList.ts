import { startTransition, useEffect, useRef, useState } from 'react';
import { AHEAD_SCREENS, REVEAL_STEP, columnCount, firstStep, nextRevealLimit, revealStep, revealedCount } from '../model/reveal';

/**
 * The part of `list` on screen (model/reveal.ts): REVEAL_STEP items, then a few rows more (`revealStep`
 * of the grid's columns: the sentinel is the grid's last cell) in two ways, back to the first step
 * when `resetKey` changes. Without IntersectionObserver everything is shown.
 *
 * - Ahead of the vendor: while the end of the grid is within AHEAD_SCREENS screens of the viewport,
 *   the next step is put in place when the page is idle (`requestIdleCallback`), so the cards a scroll
 *   brings are already built when it comes (issue 25: steps built during the scroll dropped frames on
 *   the slow phone; decision 0072). Their layout and paint still come when a row nears the screen:
 *   the cells are `content-visibility: auto` (ProductGrid.module.css), which measured better than
 *   laying every built row out at once.
 * - Needed now: when the end of the grid comes within 800 px, the next step at once, as a transition:
 *   React renders it in slices between frames, so scrolling does not stall while the cards are built.
 */
export function useRevealedList<T>(list: readonly T[] | undefined, resetKey: string) {
  // The grid's columns as last laid out (read where the observers fire, after the frame's layout):
  // a search or a filter starts again from two rows of them (`firstStep`), REVEAL_STEP before that.
  const columns = useRef<number | null>(null);
  const first = () => (columns.current === null ? REVEAL_STEP : firstStep(columns.current));
  const [state, setState] = useState(() => ({ key: resetKey, limit: REVEAL_STEP }));
  // Reading the ref here is deliberate: the column count is a layout fact, not state to re-render on.
  if (state.key !== resetKey) setState({ key: resetKey, limit: first() });
  const limit = state.key === resetKey ? state.limit : first();
  const total = list?.length ?? 0;
  const observes = typeof IntersectionObserver !== 'undefined';
  const shownCount = observes ? revealedCount(total, limit) : total;
  const sentinelRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !observes || shownCount >= total) return;
    const reveal = () => {
      const grid = sentinel.parentElement;
      const laidOut = columnCount(grid ? getComputedStyle(grid).gridTemplateColumns : null);
      columns.current = laidOut;
      const step = revealStep(laidOut);
      startTransition(() => setState((s) => ({ ...s, limit: nextRevealLimit(s.limit, total, step) })));
    };
    let idle: number | undefined;
    const whenIdle = typeof requestIdleCallback === 'function';
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reveal();
      },
      { rootMargin: '800px 0px' },
    );
    const ahead = whenIdle
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting) && idle === undefined) idle = requestIdleCallback(reveal, { timeout: 2000 });
          },
          { rootMargin: `${Math.round(AHEAD_SCREENS * window.innerHeight)}px 0px` },
        )
      : null;
    near.observe(sentinel);
    ahead?.observe(sentinel);
    return () => {
      near.disconnect();
      ahead?.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [observes, shownCount, total]);

  return { shown: list?.slice(0, shownCount), hasMore: shownCount < total, sentinelRef };
}
