import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * How a long grid of product cards reaches the screen on a slow phone: the rows in view first, then
 * a few rows more whenever the end of the grid comes near the viewport. Each step is a render and a
 * layout of a few cards, a task of its own, instead of one task that renders and lays out every card
 * at once. The grid's end is a sentinel cell after the last card, watched by two observers:
 *
 * - Needed now: within NEAR_MARGIN_PX of the viewport, the next step at once, as a transition (React
 *   renders it in slices between frames, so a scroll does not stall while the cards are built). After
 *   each step the sentinel is watched again, so the steps follow one per frame until the end of the
 *   grid is out of that distance or every card is shown.
 * - Ahead of the user: within AHEAD_SCREENS screens, the next step when the page is idle
 *   (`requestIdleCallback`), so the cards a scroll brings are already built when it comes.
 *
 * Without IntersectionObserver every card is shown.
 */
export interface RevealRows {
  /** Rows of the grid rendered first, and again when the reveal restarts. */
  first: number;
  /** Rows added by each further step. */
  step: number;
}

/** Columns taken before the grid has been laid out: a phone's two. */
export const UNMEASURED_COLUMNS = 2;

/** Within this distance of the viewport, the end of the grid brings the next step at once. */
export const NEAR_MARGIN_PX = 800;

/** How far ahead of the viewport, in screens, further steps are built while the page is idle: a fling on a phone covers two to three screens. */
export const AHEAD_SCREENS = 3;

/**
 * The number of columns of a laid-out CSS grid from its computed `grid-template-columns`, which lists
 * each track in pixels ("170px 170px" → 2); 1 for `none` or anything else.
 */
export function columnCount(templateColumns: string | null | undefined): number {
  const tracks = (templateColumns ?? '')
    .trim()
    .split(/\s+/)
    .filter((track) => /^\d+(\.\d+)?px$/.test(track));
  return Math.max(1, tracks.length);
}

/** Cards in `rows` rows of `columns` columns; at least one of each. */
export const cardsInRows = (rows: number, columns: number): number => Math.max(1, Math.floor(rows)) * Math.max(1, Math.floor(columns));

/**
 * The limit after one more step of `step` cards, never past the end of the list and never lower than
 * now: a list that refreshes (a refetch, a price saved) keeps every card it had, so nothing unmounts
 * under a user who has scrolled down.
 */
export const nextRevealLimit = (limit: number, total: number, step: number): number => Math.min(Math.max(total, limit), limit + Math.max(1, step));

interface RevealState {
  /** The restart key the limit belongs to. */
  key: string | undefined;
  /** Cards to show at most. */
  limit: number;
  /** The grid's columns as last laid out; null before the first step read them. */
  columns: number | null;
}

export interface Reveal {
  /** How many of the list's items to render now. */
  count: number;
  /** For the sentinel cell after the last card, rendered while `count` is below the total. */
  sentinelRef: RefObject<HTMLLIElement | null>;
}

/**
 * How many of `total` cards to render now (see RevealRows); all of them when `rows` is not given.
 * A new `restartKey` (a new search, filter, sort or shelf) starts again from the first rows, sized to
 * the columns the grid was last laid out in; the same key keeps every card shown.
 */
export function useReveal(total: number, rows: RevealRows | undefined, restartKey?: string): Reveal {
  const [state, setState] = useState<RevealState>(() => ({
    key: restartKey,
    limit: rows ? cardsInRows(rows.first, UNMEASURED_COLUMNS) : total,
    columns: null,
  }));
  const firstRows = rows?.first ?? 0;
  // Adjusted while rendering, so the render that brings the new list already shows only its first rows.
  const restarted = state.key !== restartKey;
  const current = restarted ? { ...state, key: restartKey, limit: cardsInRows(firstRows, state.columns ?? UNMEASURED_COLUMNS) } : state;
  if (restarted) setState(current);

  const observes = rows !== undefined && typeof IntersectionObserver !== 'undefined';
  const count = observes ? Math.min(total, Math.max(0, current.limit)) : total;
  const stepRows = rows?.step ?? 0;
  const sentinelRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !observes || count >= total) return;
    // Read where the observers fire, after the frame's layout: no layout is forced for it.
    const reveal = () => {
      const grid = sentinel.parentElement;
      const columns = columnCount(grid ? getComputedStyle(grid).gridTemplateColumns : null);
      const step = cardsInRows(stepRows, columns);
      startTransition(() => setState((s) => ({ ...s, columns, limit: nextRevealLimit(s.limit, total, step) })));
    };
    let idle: number | undefined;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reveal();
      },
      { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
    );
    const ahead =
      typeof requestIdleCallback === 'function'
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
  }, [observes, count, total, stepRows]);

  return { count, sentinelRef };
}
