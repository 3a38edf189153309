import { describe, expect, it, vi } from 'vitest';
import { AnswerCache, MAX_AGE_MS } from './cache';

describe('AnswerCache', () => {
  it('shares a running request and keeps the answer while fresh', async () => {
    let now = 0;
    const cache = new AnswerCache<number>(() => now);
    const loader = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.load('k', loader), cache.load('k', loader)]);
    expect([a, b]).toEqual([42, 42]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')).toBe(42);
    expect(cache.isFresh('k')).toBe(true);
    now = MAX_AGE_MS + 1;
    expect(cache.isFresh('k')).toBe(false);
    await cache.load('k', async () => 43);
    expect(cache.peek('k')).toBe(43);
  });

  it('forgets failures but keeps an older answer', async () => {
    const cache = new AnswerCache<number>(() => 0);
    await expect(cache.load('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(cache.peek('k')).toBeUndefined();
    await cache.load('k', async () => 1);
    await expect(cache.load('k', async () => Promise.reject(new Error('y')), true)).rejects.toThrow('y');
    expect(cache.peek('k')).toBe(1);
  });
});
