/**
 * The shelf on screen: one leaf's loaded products (the baseline the changes are tracked against)
 * and the vendor's edits. Plain transitions; the screen's hook holds the state.
 */
import { NO_EDITS, type PriceEdits, afterSaveWith, mergeAfterConflict } from './changes';
import type { PricingProduct } from './normalize';

export interface ShelfState {
  leafId: string | null;
  /** The answer the baseline was taken from (identity), so the same answer is not taken twice. */
  source: unknown;
  loaded: PricingProduct[] | undefined;
  edits: PriceEdits;
}

export const EMPTY_SHELF: ShelfState = { leafId: null, source: undefined, loaded: undefined, edits: NO_EDITS };

const hasEdits = (state: ShelfState) => Object.keys(state.edits).length > 0;

/**
 * A products answer for `leafId`. A new leaf's answer is taken and clears the change markers (spec:
 * a new product list clears them). A fresher answer for the same leaf is taken only while nothing is
 * edited: with edits, the loaded values and their tokens stay, so a save over someone else's change
 * is answered 409 instead of silently overwriting it. Null: nothing to change.
 * `products` reads the answer and is called only when it is taken: the screen asks on every render,
 * and reading a 500-product answer each time would be most of a keystroke's work.
 */
export function withAnswer(state: ShelfState, leafId: string, source: unknown, products: () => PricingProduct[]): ShelfState | null {
  if (state.leafId === leafId && (state.source === source || hasEdits(state))) return null;
  return { leafId, source, loaded: products(), edits: NO_EDITS };
}

/** The baseline shown for `leafId`: undefined while that leaf has no answer yet. */
export const loadedFor = (state: ShelfState, leafId: string | null): PricingProduct[] | undefined =>
  leafId !== null && state.leafId === leafId ? state.loaded : undefined;

export const withEdits = (state: ShelfState, edits: PriceEdits): ShelfState => ({ ...state, edits });

export const discarded = (state: ShelfState): ShelfState => ({ ...state, edits: NO_EDITS });

/** Save All succeeded: the saved products (new tokens) become the baseline, edits cleared. */
export function saved(state: ShelfState, savedProducts: readonly PricingProduct[]): ShelfState {
  return { ...state, loaded: afterSaveWith(state.loaded ?? [], savedProducts), edits: NO_EDITS };
}

/** Save answered 409: the conflicting products are replaced by the server's, other edits kept. */
export function conflicted(state: ShelfState, fresh: readonly PricingProduct[]): { state: ShelfState; reloaded: PricingProduct[] } {
  const merged = mergeAfterConflict(state.loaded ?? [], state.edits, fresh);
  return { state: { ...state, loaded: merged.loaded, edits: merged.edits }, reloaded: merged.reloaded };
}
