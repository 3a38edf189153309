import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootFetchScript, CONFIG_URL, REGISTRY_URL, takeBootFetch } from './boot-fetches';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__vdBoot;
});

describe('config.json and remotes.json asked for by index.html', () => {
  it('starts both requests as the readers make them, and hands each over once', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return Promise.resolve(new Response(JSON.stringify({ url })));
      }),
    );
    new Function(bootFetchScript())();
    expect(calls).toEqual([
      [CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } }],
      [REGISTRY_URL, { cache: 'no-cache' }],
    ]);
    const config = takeBootFetch('config');
    expect(await (await config!).json()).toEqual({ url: CONFIG_URL });
    // A second reader (a retry) makes its own request.
    expect(takeBootFetch('config')).toBeUndefined();
    expect(takeBootFetch('registry')).toBeDefined();
  });

  it('gives nothing on a page without the script', () => {
    expect(takeBootFetch('registry')).toBeUndefined();
  });

  it('a failed early request is the reader’s to see, not an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    new Function(bootFetchScript())();
    await expect(takeBootFetch('config')!).rejects.toThrow('offline');
  });
});
