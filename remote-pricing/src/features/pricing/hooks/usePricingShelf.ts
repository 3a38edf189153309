import { useCallback, useMemo, useRef, useState } from 'react';
import { isApiError } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { afterPricesSaved, pricingProductsQuery, savePrices } from '../api/pricing';
import { useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { type PriceEdits, changedProducts, recordEdit, savePayload, withEdits as applyEdits } from '../model/changes';
import { PRICING_MESSAGES } from '../messages';
import { type PricingProduct, normalizePricingProducts } from '../model/normalize';
import { EMPTY_SHELF, type ShelfState, conflicted, discarded, loadedFor, saved, withAnswer, withEdits } from '../model/shelf';
import { conflictText, saveSuccessText } from '../model/unsaved';

export interface PricingShelf {
  /** The products as the vendor sees them (loaded values with edits applied); undefined while loading. */
  products: PricingProduct[] | undefined;
  loaded: PricingProduct[] | undefined;
  edits: PriceEdits;
  unsaved: number;
  error: unknown;
  refetch: () => unknown;
  saving: boolean;
  /** Products a 409 reloaded (named in the notice), until dismissed or the next save. */
  reloaded: PricingProduct[];
  dismissReloaded: () => void;
  edit: (product: PricingProduct) => void;
  discard: () => void;
  /** Save All: true when everything was saved (or nothing was unsaved). */
  saveAll: () => Promise<boolean>;
}

/**
 * One leaf's products for pricing (GET vendor/products) and the vendor's edits, Save All
 * (PUT vendor/products) with its toasts, the 409 merge and the store's refresh.
 */
export function usePricingShelf(leafId: string | null): PricingShelf {
  const client = useQueryClient();
  const query = useQuery({ ...pricingProductsQuery(leafId ?? ''), enabled: leafId !== null });
  const [state, setState] = useState<ShelfState>(EMPTY_SHELF);
  const [reloaded, setReloaded] = useState<PricingProduct[]>([]);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Take a new answer during render (no frame with the old leaf's products).
  if (leafId !== null && query.data !== undefined) {
    const next = withAnswer(state, leafId, query.data, normalizePricingProducts(query.data));
    if (next) {
      setState(next);
      if (state.leafId !== leafId) setReloaded([]);
    }
  }

  const loaded = loadedFor(state, leafId);
  const products = useMemo(() => (loaded ? applyEdits(loaded, state.edits) : undefined), [loaded, state.edits]);
  const unsaved = loaded ? changedProducts(loaded, state.edits).length : 0;

  const mutation = useMutation({ mutationFn: savePrices });

  const edit = useCallback((product: PricingProduct) => {
    setState((s) => {
      const base = s.loaded?.find((p) => p.productId === product.productId);
      return base ? withEdits(s, recordEdit(s.edits, base, product)) : s;
    });
  }, []);

  const discard = useCallback(() => setState(discarded), []);

  const saveAll = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    const rows = savePayload(current.loaded ?? [], current.edits);
    if (rows.length === 0) return true;
    const count = changedProducts(current.loaded ?? [], current.edits).length;
    try {
      const result = await mutation.mutateAsync(rows);
      const savedProducts = normalizePricingProducts(result.products);
      const next = saved(stateRef.current, savedProducts);
      setState(next);
      setReloaded([]);
      toast.success(saveSuccessText(count));
      void afterPricesSaved(client, current.leafId ?? undefined, next.loaded);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const body = error.data as { products?: unknown } | undefined;
        const after = conflicted(stateRef.current, normalizePricingProducts(body?.products));
        setState(after.state);
        setReloaded(after.reloaded);
        toast.error(conflictText(after.reloaded));
        return false;
      }
      toast.error(PRICING_MESSAGES.saveFailed);
      return false;
    }
  }, [client, mutation]);

  return {
    products,
    loaded,
    edits: state.edits,
    unsaved,
    error: loaded ? null : query.error,
    refetch: query.refetch,
    saving: mutation.isPending,
    reloaded,
    dismissReloaded: () => setReloaded([]),
    edit,
    discard,
    saveAll,
  };
}
