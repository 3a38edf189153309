import { QueryObserver } from '@tanstack/react-query';
import type { CatalogProduct } from '../catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterCatalogChange } from './invalidate';
import { createQueryClient } from './defaults';
import { queryKeys } from './keys';

/**
 * Issue 8: "a save in one area can invalidate what another area shows (the pricing save must
 * refresh the store)". Two areas on one page share the host's one QueryClient and the key factory.
 */
describe('one QueryClient per page: a save in one area refreshes another', () => {
  const client = createQueryClient();
  afterEach(() => client.clear());

  it('the store on screen reads its products again when the pricing area saves', async () => {
    let price = 40;
    const fetchProducts = vi.fn(async () => [{ productId: 'p1', netPrice: price }] as unknown as CatalogProduct[]);
    // The store area shows the products of category 12 (an active observer, as useQuery is).
    const store = new QueryObserver(client, { queryKey: queryKeys.store.products('12'), queryFn: fetchProducts });
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(store.getCurrentResult().data).toEqual([{ productId: 'p1', netPrice: 40 }]));
    expect(fetchProducts).toHaveBeenCalledTimes(1);

    // The pricing area saves a new price, then invalidates through the shared helper and keys.
    price = 45;
    await afterCatalogChange(client);
    expect(fetchProducts).toHaveBeenCalledTimes(2);
    expect(store.getCurrentResult().data).toEqual([{ productId: 'p1', netPrice: 45 }]);
    unsubscribe();
  });

  it('a store read not on screen is marked stale and read again on its next visit, not before', async () => {
    client.setQueryData(queryKeys.store.products('7'), [{ productId: 'old' }]);
    client.setQueryData(queryKeys.store.product('p9'), { productId: 'p9' });
    client.setQueryData(queryKeys.orders.detail('o1'), { orderId: 'o1' });
    await afterCatalogChange(client);
    expect(client.getQueryState(queryKeys.store.products('7'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.store.product('p9'))?.isInvalidated).toBe(true);
    // Another area's data is untouched.
    expect(client.getQueryState(queryKeys.orders.detail('o1'))?.isInvalidated).toBe(false);
  });
});
