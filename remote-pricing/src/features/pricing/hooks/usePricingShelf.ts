import { useCallback, useMemo, useRef, useState } from 'react';
import { isApiError } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { afterPricesSaved, pricingProductsQuery, sendOrQueuePrices } from '../api/pricing';
import { ot, useOutboxEntries } from '@vd/shared/outbox';
import { type PendingPriceEntry, type PriceSaveMeta, pendingByProduct, withPendingRows } from '../model/pending';
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
  /** Saves not sent yet: the newest of each product, and every refused one. */
  pendingOf: (productId: string) => PendingPriceEntry | undefined;
  conflicts: readonly PendingPriceEntry[];
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
    const next = withAnswer(state, leafId, query.data, () => normalizePricingProducts(query.data));
    if (next) {
      setState(next);
      if (state.leafId !== leafId) setReloaded([]);
    }
  }

  // Saves kept in the outbox show over the last copy read, until the API has them.
  const pending = useOutboxEntries<PriceSaveMeta>('prices');
  const waiting = useMemo(() => pending.filter((e) => e.state === 'waiting'), [pending]);
  const conflicts = useMemo(() => pending.filter((e) => e.state === 'conflict'), [pending]);
  const pendingMap = useMemo(() => pendingByProduct(waiting), [waiting]);
  const baseline = loadedFor(state, leafId);
  const loaded = useMemo(() => (baseline ? withPendingRows(baseline, waiting) : undefined), [baseline, waiting]);
  const products = useMemo(() => (loaded ? applyEdits(loaded, state.edits) : undefined), [loaded, state.edits]);
  const unsaved = loaded ? changedProducts(loaded, state.edits).length : 0;

  const mutation = useMutation({ mutationFn: sendOrQueuePrices });
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const edit = useCallback((product: PricingProduct) => {
    setState((s) => {
      const base = s.loaded?.find((p) => p.productId === product.productId);
      return base ? withEdits(s, recordEdit(s.edits, base, product)) : s;
    });
  }, []);

  const discard = useCallback(() => setState(discarded), []);

  const saveAll = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    const base = loadedRef.current ?? [];
    const rows = savePayload(base, current.edits);
    if (rows.length === 0) return true;
    const changed = changedProducts(base, current.edits);
    const count = changed.length;
    try {
      const answer = await mutation.mutateAsync(rows);
      if (answer.queued) {
        // Kept on the phone: the shelf moves on as if saved, the products marked 'Waiting to send'.
        setState(saved(stateRef.current, applyEdits(changed, current.edits)));
        setReloaded([]);
        toast.info(ot('queued'));
        return true;
      }
      const { result } = answer;
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
    pendingOf: (productId) => pendingMap.get(productId),
    conflicts,
    edit,
    discard,
    saveAll,
  };
}
