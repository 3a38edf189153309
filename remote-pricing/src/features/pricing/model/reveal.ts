/**
 * A big shelf (a kirana's category can hold 500 products) is put on screen in steps: the first
 * REVEAL_STEP cards, then the next step each time the end of the grid comes near. Searching,
 * filtering or sorting starts again from the first step; an edit does not (the vendor keeps their
 * place). Rendering fewer cards keeps a keystroke in the search box quick on a slow phone.
 */
export const REVEAL_STEP = 60;

/** Cards shown of `total` with the current limit. */
export const revealedCount = (total: number, limit: number): number => Math.min(total, Math.max(0, limit));

/** The limit after the end of the grid came near. */
export const nextRevealLimit = (limit: number, total: number, step = REVEAL_STEP): number => Math.min(Math.max(total, limit), limit + step);

/** What restarts the steps: the shelf, the search, the filters and the sort (not the edits). */
export const revealKey = (leafId: string | null, query: string, filters: unknown, sort: string): string =>
  JSON.stringify([leafId, query.trim().toLocaleLowerCase('en-IN'), filters, sort]);
