import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadShell, opensOnShell, prepareShell, withRetries } from './shell';

afterEach(() => {
  vi.useRealTimers();
});

describe('whether the page opens on a screen past the sign-in (its frame loads with the page, decision 0061)', () => {
  it('is so for every path but the sign-in’s when signed in, an unknown one included (it lands on the store)', () => {
    for (const path of ['/', '/store', '/product/pricing', '/profile/edit', '/vendor', '/no-such-page']) expect(opensOnShell(path, true), path).toBe(true);
    expect(opensOnShell('/login', true)).toBe(false);
    expect(opensOnShell('/auth/otp', true)).toBe(false);
  });

  it('is so for the public pages only when signed out (a protected path goes to the sign-in)', () => {
    expect(opensOnShell('/terms', false)).toBe(true);
    expect(opensOnShell('/store', false)).toBe(false);
    expect(opensOnShell('/', false)).toBe(false);
    expect(opensOnShell('/login', false)).toBe(false);
  });
});

describe('the frame’s chunk', () => {
  it('loads once, whoever asks', async () => {
    const [a, b] = await Promise.all([loadShell(), loadShell()]);
    expect(a).toBe(b);
    expect(typeof a.RootLayout).toBe('function');
    await expect(prepareShell()).resolves.toBeUndefined();
  });
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
