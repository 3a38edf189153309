/**
 * A big shelf (a kirana's category can hold 500 products) is put on screen in steps: the first
 * REVEAL_STEP cards, then the next step each time the end of the grid comes near. Searching,
 * filtering or sorting starts again from the first step; an edit does not (the vendor keeps their
 * place). Rendering fewer cards keeps a keystroke in the search box quick on a slow phone: a step
 * is a little more than a 1280 × 800 screen holds (6 columns × 3–4 rows), since a keystroke that
 * changes the result mounts a whole first step (issue 25, decision 0060: 60 cards took 185 ms on
 * the slow phone). The next steps are added as transitions (useRevealedList), so scrolling keeps
 * its frames while they render.
 */
export const REVEAL_STEP = 24;

/** Cards shown of `total` with the current limit. */
export const revealedCount = (total: number, limit: number): number => Math.min(total, Math.max(0, limit));

/** The limit after the end of the grid came near. */
export const nextRevealLimit = (limit: number, total: number, step = REVEAL_STEP): number => Math.min(Math.max(total, limit), limit + step);

/** What restarts the steps: the shelf, the search, the filters and the sort (not the edits). */
export const revealKey = (leafId: string | null, query: string, filters: unknown, sort: string): string =>
  JSON.stringify([leafId, query.trim().toLocaleLowerCase('en-IN'), filters, sort]);
