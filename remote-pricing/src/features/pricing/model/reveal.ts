import { searchQuery } from './sort';

/**
 * A big shelf (a kirana's category can hold 500 products) is put on screen in steps: the first
 * REVEAL_STEP cards (FIRST_ROWS rows of the grid once it has been laid out), then a few rows more
 * each time the end of the grid comes near. Searching,
 * filtering or sorting starts again from the first step; an edit does not (the vendor keeps their
 * place). Rendering fewer cards keeps a keystroke in the search box quick on a slow phone: a keystroke
 * that changes the result mounts a whole first step (issue 25, decision 0060: 60 cards took 185 ms on
 * the slow phone, 24 ~115 ms, 12 ~85 ms; decision 0070: 12 → 6, figures in docs/benchmarks.md).
 * The first step is two rows of the grid: what a phone shows below the pinned search box (decision
 * 0084; it was three rows of a phone's two columns). The steps after it follow at once while the end
 * of the grid is within 800 px of the screen, as transitions, so the rows below the fold come in the
 * frames after the first one.
 *
 * The next steps are REVEAL_ROWS rows of the grid as it is laid out (`revealStep`: 6 cards on a phone,
 * 18 on a 6-column screen), added as transitions (useRevealedList): a step's cards are put in the page
 * in one task, and 12 cards at once took ~20 ms at 4x, a dropped frame in the middle of a scroll
 * (decision 0067).
 */
export const REVEAL_STEP = 4;

/**
 * Rows of the grid in the first step once the grid has been laid out (`firstStep`): what a screen
 * shows of the grid. On the bench's phone (360 × 740) the search box pinned at the top leaves 509 px
 * between it and the bottom bar, two rows of 252 px cards; with the box where the screen starts it
 * is one row. A keystroke mounts the first step, and each card it mounts is laid out and painted in
 * the keystroke's frame (issue 25, decision 0084: 6 cards were 139–183 objects of layout at 4x).
 * The rows after it come at once as transitions (the sentinel is within 800 px).
 */
export const FIRST_ROWS = 2;

/** The first step for a grid of `columns` (2 on a phone: REVEAL_STEP; 12 on a 6-column screen). */
export const firstStep = (columns: number): number => Math.max(1, Math.floor(columns)) * FIRST_ROWS;

/**
 * How far ahead of the viewport, in screens, further steps are put in place while the page is idle
 * (useRevealedList): a fling on a phone covers two to three screens before the vendor reads anything.
 */
export const AHEAD_SCREENS = 3;

/** Rows of the grid each further step adds. */
export const REVEAL_ROWS = 3;

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

/** Cards in a further step: REVEAL_ROWS rows of `columns`. */
export const revealStep = (columns: number): number => Math.max(1, Math.floor(columns)) * REVEAL_ROWS;

/** Cards shown of `total` with the current limit. */
export const revealedCount = (total: number, limit: number): number => Math.min(total, Math.max(0, limit));

/** The limit after the end of the grid came near. */
export const nextRevealLimit = (limit: number, total: number, step = REVEAL_STEP): number => Math.min(Math.max(total, limit), limit + step);

/** What restarts the steps: the shelf, the search, the filters and the sort (not the edits). */
export const revealKey = (leafId: string | null, query: string, filters: unknown, sort: string): string =>
  JSON.stringify([leafId, searchQuery(query), filters, sort]);
