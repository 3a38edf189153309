import type { CatalogProduct } from '@vd/shared/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QueryObserver, queryKeys } from '@vd/shared/data';
import { afterPricesSaved, pricingKeys, pricingProductsQuery } from './pricing';

describe('the pricing save refreshes the store (one QueryClient per page)', () => {
  const client = createQueryClient();
  afterEach(() => client.clear());

  it('the store on screen reads its products again; the saved leaf takes the saved answer', async () => {
    let price = 40;
    const fetchProducts = vi.fn(async () => [{ productId: 'p1', netPrice: price }] as unknown as CatalogProduct[]);
    const store = new QueryObserver(client, { queryKey: queryKeys.store.products('12'), queryFn: fetchProducts });
    const unsubscribe = store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getCurrentResult().data).toEqual([{ productId: 'p1', netPrice: 40 }]));

    price = 45;
    await afterPricesSaved(client, 'leaf', [{ productId: 'p1', netPrice: 45 }]);
    expect(fetchProducts).toHaveBeenCalledTimes(2);
    expect(store.getCurrentResult().data).toEqual([{ productId: 'p1', netPrice: 45 }]);
    expect(client.getQueryData(pricingKeys.products('leaf'))).toEqual([{ productId: 'p1', netPrice: 45 }]);
    unsubscribe();
  });

  it('a store read not on screen is stale after a save; orders are untouched', async () => {
    client.setQueryData(queryKeys.store.products('7'), [{ productId: 'old' }]);
    client.setQueryData(queryKeys.orders.detail('o1'), { orderId: 'o1' });
    await afterPricesSaved(client);
    expect(client.getQueryState(queryKeys.store.products('7'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.orders.detail('o1'))?.isInvalidated).toBe(false);
  });

  it('pricing keys live apart from the store keys and a leaf is always read fresh', () => {
    expect(pricingKeys.products('a')).toEqual(['pricing', 'products', 'a']);
    expect(pricingProductsQuery('a').staleTime).toBe(0);
  });
});
