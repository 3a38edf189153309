import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@vd/shared/data';
import { categoryNode as n } from '@vd/shared/catalog/testing';
import { pricingKeys } from '../features/pricing/api/pricing';
import { prefetchPricing } from './prefetch';

describe("the pricing area's first reads (decision 0065)", () => {
  it('the tree, then the products of the leaf the screen opens on', async () => {
    const client = createQueryClient();
    const fetched = vi.spyOn(client, 'fetchQuery').mockResolvedValue([n('veg', [n('veg-fresh', [n('leafy'), n('roots')])]), n('dairy')]);
    const prefetched = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchPricing({ client, pathname: '/product/pricing', search: '' });
    expect(fetched.mock.calls[0]![0].queryKey).toEqual(pricingKeys.categories());
    await vi.waitFor(() => expect(prefetched.mock.calls.map(([options]) => options.queryKey)).toEqual([pricingKeys.products('leafy')]));
  });
});
