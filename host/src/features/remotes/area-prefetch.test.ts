import { describe, expect, it, vi } from 'vitest';
import { AREA_CONTRACT, type AreaModule } from '@vd/shared/contract';
import { createQueryClient, queryKeys } from '@vd/shared/data';
import { prefetchFirstReads } from './area-prefetch';

const where = { pathname: '/', search: '?status=Paid' };
const areaWith = (prefetch?: AreaModule['prefetch']): AreaModule => ({
  contract: AREA_CONTRACT,
  area: 'orders',
  release: 'r1',
  Component: () => null,
  prefetch,
});

describe('prefetchFirstReads', () => {
  it("hands the area the page's client and where the page opened, once the vendor is known, after asking for the live poll's baseline", async () => {
    const asked: string[] = [];
    const prefetch = vi.fn(() => void asked.push('area'));
    const client = createQueryClient();
    vi.spyOn(client, 'prefetchQuery').mockImplementation(async (options) => void asked.push(JSON.stringify(options.queryKey)));
    const started = await prefetchFirstReads(
      'orders',
      { area: async () => areaWith(prefetch), client: async () => client, vendorKnown: Promise.resolve(true) },
      where,
    );
    expect(started).toBe(true);
    expect(prefetch).toHaveBeenCalledWith({ client, pathname: '/', search: '?status=Paid' });
    expect(asked).toEqual([JSON.stringify(queryKeys.orders.live()), 'area']);
  });

  it('starts nothing without a vendor, without a prefetch, or when a part fails to load', async () => {
    const prefetch = vi.fn();
    const client = async () => createQueryClient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await prefetchFirstReads('orders', { area: async () => areaWith(prefetch), client, vendorKnown: Promise.resolve(false) }, where)).toBe(false);
    expect(await prefetchFirstReads('orders', { area: async () => areaWith(), client, vendorKnown: Promise.resolve(true) }, where)).toBe(false);
    expect(await prefetchFirstReads('orders', { area: () => Promise.reject(new Error('offline')), client, vendorKnown: Promise.resolve(true) }, where)).toBe(
      false,
    );
    expect(prefetch).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
