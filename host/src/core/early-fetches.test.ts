import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, REGISTRY_URL, startEarlyFetches, takeEarlyFetch } from './early-fetches';

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
