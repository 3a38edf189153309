/**
 * Change tracking (spec section 4 "Pricing edits"): the loaded products stay as the server sent
 * them; the vendor's edits are kept per product beside them (`PriceEdits`, productId → the edited
 * product). A product counts as changed when any variant differs from its loaded values in mrp,
 * netPrice or available; an edit that returns to the loaded values is no longer a change.
 */
import { variantKey } from '@vd/shared/catalog';
import type { PricingProduct, PricingVariant } from './normalize';
import { parsePrice } from './priceInput';

export type PriceEdits = Readonly<Record<string, PricingProduct>>;

export const NO_EDITS: PriceEdits = Object.freeze({});

/** One row of PUT vendor/products (spec section 7). */
export interface PriceUpdate {
  productId: string;
  /** variantId, or id when variantId is null. */
  variantId: string;
  mrp: number;
  netPrice: number;
  unit: string;
  available: boolean;
  /** The variant's concurrency token as loaded: a stale one is answered 409. */
  updatedAt: string;
}

export function variantChanged(loaded: PricingVariant | undefined, current: PricingVariant): boolean {
  if (!loaded) return true;
  return loaded.mrp !== current.mrp || loaded.netPrice !== current.netPrice || loaded.available !== current.available;
}

/** The loaded variant matching `current` (by variantId, else id). */
function loadedVariant(loaded: PricingProduct, current: PricingVariant): PricingVariant | undefined {
  const key = variantKey(current);
  return loaded.productVariants.find((v) => variantKey(v) === key);
}

/** True when any variant differs from the loaded product in mrp, netPrice or available. */
export function productChanged(loaded: PricingProduct, current: PricingProduct): boolean {
  return current.productVariants.some((v) => variantChanged(loadedVariant(loaded, v), v));
}

/** Records an edited product; one with nothing changed is dropped from the edits. */
export function recordEdit(edits: PriceEdits, loaded: PricingProduct, edited: PricingProduct): PriceEdits {
  const { [loaded.productId]: _previous, ...rest } = edits;
  return productChanged(loaded, edited) ? { ...rest, [loaded.productId]: edited } : rest;
}

/** The products as the vendor sees them: the loaded ones with their edits applied, in loaded order. */
export function withEdits(loaded: readonly PricingProduct[], edits: PriceEdits): PricingProduct[] {
  return loaded.map((p) => edits[p.productId] ?? p);
}

/** The changed products (their edited values), in loaded order. */
export function changedProducts(loaded: readonly PricingProduct[], edits: PriceEdits): PricingProduct[] {
  return loaded.flatMap((p) => {
    const edited = edits[p.productId];
    return edited && productChanged(p, edited) ? [edited] : [];
  });
}

/** N of 'You have N product(s) with unsaved changes…' and of the bottom bar. */
export function unsavedCount(loaded: readonly PricingProduct[], edits: PriceEdits): number {
  return changedProducts(loaded, edits).length;
}

export const hasUnsavedChanges = (loaded: readonly PricingProduct[], edits: PriceEdits): boolean => unsavedCount(loaded, edits) > 0;

export const isProductChanged = (loaded: PricingProduct, edits: PriceEdits): boolean => {
  const edited = edits[loaded.productId];
  return edited !== undefined && productChanged(loaded, edited);
};

/**
 * The PUT vendor/products body for the changed products: one row per changed variant (unchanged
 * variants of a changed product are not sent, so a save touches only what the vendor changed),
 * prices parsed as decimals falling back to 0, variantId falling back to id, and the loaded
 * variant's `updatedAt` token sent back (the API refuses a stale one with 409 PRICES_CHANGED).
 */
export function savePayload(loaded: readonly PricingProduct[], edits: PriceEdits): PriceUpdate[] {
  return loaded.flatMap((p) => {
    const edited = edits[p.productId];
    if (!edited) return [];
    return edited.productVariants.flatMap((v) => {
      const before = loadedVariant(p, v);
      if (!variantChanged(before, v)) return [];
      return [
        {
          productId: String(edited.productId),
          variantId: variantKey(v),
          mrp: parsePrice(v.mrp),
          netPrice: parsePrice(v.netPrice),
          unit: v.unit ?? '',
          available: v.available === true,
          updatedAt: before?.updatedAt ?? v.updatedAt ?? '',
        },
      ];
    });
  });
}

/**
 * After Save All succeeded with the server's answer: the saved products (normalised, new tokens)
 * replace their loaded copies, every edit is cleared.
 */
export function afterSaveWith(loaded: readonly PricingProduct[], saved: readonly PricingProduct[]): PricingProduct[] {
  const byId = new Map(saved.map((p) => [p.productId, p]));
  return loaded.map((p) => byId.get(p.productId) ?? p);
}

/**
 * After Save All succeeds: the saved values become the loaded ones and the edits are cleared.
 * (Discard is `NO_EDITS` with the loaded products unchanged.)
 */
export function afterSave(loaded: readonly PricingProduct[], edits: PriceEdits): { loaded: PricingProduct[]; edits: PriceEdits } {
  return { loaded: withEdits(loaded, edits), edits: NO_EDITS };
}

/**
 * After a 409 on save: `fresh` are the conflicting products as the server has them now. They
 * replace the loaded copies and lose the vendor's edits (the vendor is told which); every other
 * edit is kept. `reloaded` names them for the message.
 */
export function mergeAfterConflict(
  loaded: readonly PricingProduct[],
  edits: PriceEdits,
  fresh: readonly PricingProduct[],
): { loaded: PricingProduct[]; edits: PriceEdits; reloaded: PricingProduct[] } {
  const byId = new Map(fresh.map((p) => [p.productId, p]));
  const nextLoaded = loaded.map((p) => byId.get(p.productId) ?? p);
  const nextEdits: Record<string, PricingProduct> = {};
  for (const [id, edited] of Object.entries(edits)) if (!byId.has(id)) nextEdits[id] = edited;
  return { loaded: nextLoaded, edits: nextEdits, reloaded: nextLoaded.filter((p) => byId.has(p.productId)) };
}
