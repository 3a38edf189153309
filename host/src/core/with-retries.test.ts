import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, withRetries } from './with-retries';

afterEach(() => {
  vi.useRealTimers();
});

describe('a chunk download that fails', () => {
  it('is tried again, a second further apart each time, and fails after the third attempt', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('frame');
    const result = withRetries(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('frame');
    expect(load).toHaveBeenCalledTimes(3);

    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    const failed = withRetries(failing, 3, 10).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30);
    expect(await failed).toEqual(new Error('offline'));
    expect(failing).toHaveBeenCalledTimes(3);
  });
});

describe('a chunk loaded once', () => {
  it('is loaded by the first caller only, and again after a load that failed for good', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const once = loadOnce(load);
    const failed = once().catch((error: unknown) => error);
    expect(once()).toBe(once());
    await vi.advanceTimersByTimeAsync(3000);
    expect(await failed).toEqual(new Error('offline'));
    expect(load).toHaveBeenCalledTimes(3);
    await expect(once()).resolves.toBe('chunk');
    await expect(once()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
