import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.js';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, in arrival order, and passes results and errors through', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const task = (n: number) =>
      limit(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        if (n === 3) throw new Error('three');
        return n;
      });
    const all = [1, 2, 3, 4, 5].map((n) => task(n).catch((e: Error) => e.message));
    while (order.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    while (gates.length > 0) gates.shift()?.();
    expect(await Promise.all(all)).toEqual([1, 2, 'three', 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    // The slots are free again.
    expect(await limit(async () => 'after')).toBe('after');
  });
});
