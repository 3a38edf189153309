import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, MANIFEST_INIT, REGISTRY_URL, startEarlyFetches, startEarlyManifest, takeEarlyFetch, takeEarlyManifest } from './early-fetches';

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__vdEarlyFetches;
});

describe('the early requests of config.json and remotes.json', () => {
  it('are made once each, revalidated, and handed to one reader each', async () => {
    const answers = new Map([
      [CONFIG_URL, new Response('{"services":{}}')],
      [REGISTRY_URL, new Response('{"areas":{}}')],
    ]);
    const doFetch = vi.fn((url: string, _init?: RequestInit) => Promise.resolve(answers.get(url)!));
    startEarlyFetches(doFetch as unknown as typeof fetch);
    expect(doFetch.mock.calls.map(([url, init]) => [url, init?.cache])).toEqual([
      [CONFIG_URL, 'no-cache'],
      [REGISTRY_URL, 'no-cache'],
    ]);
    await expect(takeEarlyFetch('config')!.then((r) => r.json())).resolves.toEqual({ services: {} });
    expect(takeEarlyFetch('config')).toBeUndefined();
    await expect(takeEarlyFetch('registry')!.then((r) => r.json())).resolves.toEqual({ areas: {} });
  });

  it('are absent on a page without the early script: the boot fetches itself', () => {
    expect(takeEarlyFetch('config')).toBeUndefined();
    expect(takeEarlyFetch('registry')).toBeUndefined();
  });

  it('hand a failed request to its reader as a rejection, not as an unhandled one', async () => {
    startEarlyFetches((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    await expect(takeEarlyFetch('config')).rejects.toThrow('offline');
    await expect(takeEarlyFetch('registry')).rejects.toThrow('offline');
  });
});

describe("the early request of the opening screen's manifest", () => {
  const registry = () =>
    Promise.resolve(new Response(JSON.stringify({ areas: { store: { release: 'r1', manifest: 'http://localhost:3002/releases/r1/mf-manifest.json' } } })));

  it("is asked for on the URL the registry names, as the plugin asks, and handed to the plugin's request for that URL once", async () => {
    const answer = new Response('{}');
    const doFetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer));
    startEarlyManifest(registry(), 'store', doFetch as unknown as typeof fetch);
    await expect(takeEarlyManifest('http://localhost:3002/releases/r0/mf-manifest.json')).resolves.toBeUndefined();
    await expect(takeEarlyManifest('http://localhost:3002/releases/r1/mf-manifest.json')).resolves.toBe(answer);
    await expect(takeEarlyManifest('http://localhost:3002/releases/r1/mf-manifest.json')).resolves.toBeUndefined();
    expect(doFetch).toHaveBeenCalledWith('http://localhost:3002/releases/r1/mf-manifest.json', MANIFEST_INIT);
  });

  it('is not asked for when the registry does not name the area or cannot be read', async () => {
    const doFetch = vi.fn();
    startEarlyManifest(registry(), 'orders', doFetch as unknown as typeof fetch);
    await expect(takeEarlyManifest('http://localhost:3002/releases/r1/mf-manifest.json')).resolves.toBeUndefined();
    startEarlyManifest(Promise.reject(new TypeError('offline')), 'store', doFetch as unknown as typeof fetch);
    await expect(takeEarlyManifest('http://localhost:3002/releases/r1/mf-manifest.json')).resolves.toBeUndefined();
    expect(doFetch).not.toHaveBeenCalled();
  });
});
