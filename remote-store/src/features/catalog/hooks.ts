import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest, type CategoryNode } from '@vd/shared';
import { type CatalogProduct } from '@vd/shared/catalog';
import { catalogApi } from './api';
import { AnswerCache } from './cache';

export type Loadable<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown; data?: T };

export const categoriesCache = new AnswerCache<CategoryNode[]>();
export const productsCache = new AnswerCache<CatalogProduct[]>();
export const productCache = new AnswerCache<CatalogProduct | null>();

/** Loads key through cache; answers the cached value at once when there is one. */
function useCached<T>(cache: AnswerCache<T>, key: string | null, loader: () => Promise<T>, options: { refetchOnMount?: boolean } = {}): Loadable<T> & { retry: () => void } {
  const initial = (): Loadable<T> => {
    if (key === null) return { status: 'loading' };
    const cached = cache.peek(key);
    return cached !== undefined ? { status: 'ready', data: cached } : { status: 'loading' };
  };
  const [state, setState] = useState<{ key: string | null; value: Loadable<T> }>(() => ({ key, value: initial() }));
  const [attempt, setAttempt] = useState(0);
  // A new key shows its cached value (or loading) in the same render, never the previous key's data.
  const current = state.key === key ? state.value : initial();
  if (state.key !== key) setState({ key, value: current });

  useEffect(() => {
    if (key === null) return;
    if (cache.isFresh(key) && attempt === 0 && !options.refetchOnMount) return;
    let active = true;
    setState((s) => (s.key === key && s.value.status === 'error' ? { key, value: { status: 'loading', ...(s.value.data !== undefined ? { data: s.value.data } : {}) } } : s));
    cache.load(key, loader, attempt > 0 || options.refetchOnMount === true).then(
      (data) => active && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!active || isCancelledRequest(error)) return;
        console.error('[store] request failed', error);
        const data = cache.peek(key);
        setState({ key, value: { status: 'error', error, ...(data !== undefined ? { data } : {}) } });
      },
    );
    return () => {
      active = false;
    };
    // loader is recreated every render; the key identifies the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry };
}

export function useCategories() {
  return useCached(categoriesCache, 'vendor', () => catalogApi.categories());
}

export function useProducts(categoryId: string | null) {
  return useCached(productsCache, categoryId, () => catalogApi.products(categoryId!));
}

/** Opening or reloading a product page always fetches the product (a card's copy shows meanwhile). */
export function useProduct(productId: string) {
  return useCached(productCache, productId, () => catalogApi.product(productId), { refetchOnMount: true });
}
