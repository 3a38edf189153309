import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_API_CACHE, clearOfflineApiCache } from './api-cache';

afterEach(() => vi.unstubAllGlobals());

describe('clearOfflineApiCache', () => {
  it("deletes the service worker's API cache", async () => {
    const del = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('caches', { delete: del });
    await clearOfflineApiCache();
    expect(del).toHaveBeenCalledWith(OFFLINE_API_CACHE);
  });

  it('never throws: no Cache Storage, or a failing delete', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineApiCache()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: vi.fn().mockRejectedValue(new Error('SecurityError')) });
    await expect(clearOfflineApiCache()).resolves.toBeUndefined();
  });
});
