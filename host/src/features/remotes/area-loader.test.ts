import { describe, expect, it, vi } from 'vitest';
import { AREA_CONTRACT } from '@vd/shared/contract';
import { AreaLoader, AreaUnavailableError } from './area-loader';

const registry = { orders: { manifest: 'http://localhost:3001/releases/1/mf-manifest.json', release: '1' } };
const good = { default: { contract: AREA_CONTRACT, area: 'orders', release: '1', Component: () => null } };

describe('AreaLoader', () => {
  it('registers the registry remotes and loads an area once', async () => {
    const load = vi.fn().mockResolvedValue(good);
    const register = vi.fn();
    const loader = new AreaLoader(load, register);
    loader.configure(registry);
    expect(register).toHaveBeenCalledWith([{ name: 'vd_orders', entry: registry.orders.manifest }]);
    const first = await loader.get('orders');
    const second = await loader.get('orders');
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('vd_orders/Area');
  });

  it('answers an area already loaded at once (the outlet renders it without a loading pass), nothing before or after a failure', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const load = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('down'));
    const loader = new AreaLoader(load, vi.fn());
    loader.configure(registry);
    const loading = loader.get('orders');
    expect(loader.loaded('orders')).toBeUndefined();
    finish(good);
    const module = await loading;
    expect(loader.loaded('orders')).toBe(module);
    // Retry forgets it: the next load is the one the outlet waits for.
    loader.reset('orders');
    expect(loader.loaded('orders')).toBeUndefined();
    await expect(loader.get('orders')).rejects.toThrow(/down/);
    expect(loader.loaded('orders')).toBeUndefined();
    expect(loader.loaded('store')).toBeUndefined();
  });

  it('refuses an area missing from the registry', async () => {
    const loader = new AreaLoader(vi.fn(), vi.fn());
    loader.configure(registry);
    await expect(loader.get('store')).rejects.toBeInstanceOf(AreaUnavailableError);
  });

  it('refuses a remote that speaks another contract', async () => {
    const load = vi.fn().mockResolvedValue({ default: { ...good.default, contract: 'vd-area@0' } });
    const loader = new AreaLoader(load, vi.fn());
    loader.configure(registry);
    await expect(loader.get('orders')).rejects.toThrow(/contract/);
  });

  it('times out a slow remote', async () => {
    const loader = new AreaLoader(() => new Promise(() => undefined), vi.fn(), 20);
    loader.configure(registry);
    await expect(loader.get('orders')).rejects.toThrow(/did not answer/);
  });

  it('retries a failed area afresh, re-registering it with force', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(good);
    const register = vi.fn();
    const loader = new AreaLoader(load, register);
    loader.configure(registry);
    await expect(loader.get('orders')).rejects.toThrow(/down/);
    loader.reset('orders');
    await expect(loader.get('orders')).resolves.toMatchObject({ area: 'orders' });
    expect(register).toHaveBeenLastCalledWith([{ name: 'vd_orders', entry: registry.orders.manifest }], { force: true });
  });
});
