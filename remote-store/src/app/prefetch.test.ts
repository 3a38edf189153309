import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '@vd/shared/data';
import { categoryNode as n } from '@vd/shared/catalog/testing';
import { setVendor, type CategoryNode, type Vendor } from '@vd/shared/session';
import { prefetchStore } from './prefetch';

vi.stubGlobal('__RELEASE_ID__', 'test-release');

const tree = [n('veg', [n('veg-fresh'), n('veg-fruit')]), n('dairy', [n('milk')])];

function spiedClient(answer: CategoryNode[] = tree) {
  const client = createQueryClient();
  const fetched = vi.spyOn(client, 'fetchQuery').mockResolvedValue(answer);
  const prefetched = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, fetched, products: () => prefetched.mock.calls.map(([options]) => options.queryKey) };
}

afterEach(() => {
  setVendor(null);
  sessionStorage.clear();
});

describe("the store area's first reads (decision 0065)", () => {
  it("on /store: the categories, and the products of the sub-category the screen opens (the vendor record's tree)", async () => {
    setVendor({ vendorCategories: tree } as unknown as Vendor);
    const { client, fetched, products } = spiedClient([]);
    prefetchStore({ client, pathname: '/store', search: '' });
    expect(fetched.mock.calls[0]![0].queryKey).toEqual(queryKeys.store.categories());
    await vi.waitFor(() => expect(products()).toEqual([queryKeys.store.products('veg-fresh')]));
  });

  it('follows a ?category= link, and without a tree on the record waits for the categories', async () => {
    const { client, products } = spiedClient();
    prefetchStore({ client, pathname: '/store', search: '?category=milk' });
    await vi.waitFor(() => expect(products()).toEqual([queryKeys.store.products('milk')]));
  });

  it('reads nothing early for the other store screens', () => {
    const { client, fetched, products } = spiedClient();
    prefetchStore({ client, pathname: '/product/p-1', search: '' });
    prefetchStore({ client, pathname: '/store/categories', search: '' });
    expect(fetched).not.toHaveBeenCalled();
    expect(products()).toEqual([]);
  });
});
