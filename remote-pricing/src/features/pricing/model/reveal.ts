import type { RevealRows } from '@vd/shared/ui';
import { searchQuery } from './sort';

/**
 * A big shelf (a kirana's category can hold 500 products) goes on screen in rows (the grid's
 * `reveal`, `@vd/shared/ui`). Rendering fewer cards keeps a keystroke in the search box quick on a
 * slow phone: a keystroke that changes the result mounts the first rows, and each card they hold is
 * laid out and painted in the keystroke's frame.
 *
 * - First: two rows, what a phone shows of the grid below the pinned search box (4 cards on a
 *   phone's two columns, 12 on a 6-column screen once the grid has been laid out).
 * - Then: three rows per step (6 cards on a phone, 18 on 6 columns), few enough that a step put in
 *   the page during a scroll does not drop a frame.
 */
export const PRICING_REVEAL: RevealRows = { first: 2, step: 3 };

/** What restarts the rows: the shelf, the search, the filters and the sort (not the edits: the vendor keeps their place). */
export const revealKey = (leafId: string | null, query: string, filters: unknown, sort: string): string =>
  JSON.stringify([leafId, searchQuery(query), filters, sort]);
