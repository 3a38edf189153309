import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './ProductGrid';
import { nextRevealCount, useRevealCount } from './reveal';

describe('cards revealed a batch per frame (decision 0083)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** requestAnimationFrame held by the test: `frame()` runs the frame that is due. */
  function heldFrames() {
    let due: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => due.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    return () =>
      act(() => {
        const now = due;
        due = [];
        for (const callback of now) callback();
        vi.advanceTimersByTime(0);
      });
  }

  it('adds a step at a time, up to the total, never fewer than shown', () => {
    expect(nextRevealCount(4, 10, 2)).toBe(6);
    expect(nextRevealCount(9, 10, 2)).toBe(10);
    expect(nextRevealCount(10, 10, 2)).toBe(10);
    expect(nextRevealCount(3, 10, 0)).toBe(4);
  });

  it('without batches every card renders at once', () => {
    const { result } = renderHook(() => useRevealCount(10, undefined));
    expect(result.current).toBe(10);
  });

  it('the first batch with the screen, then one step per frame, none after the last', () => {
    vi.useFakeTimers();
    const frame = heldFrames();
    const { result } = renderHook(() => useRevealCount(9, { first: 4, step: 2 }));
    expect(result.current).toBe(4);
    frame();
    expect(result.current).toBe(6);
    frame();
    expect(result.current).toBe(8);
    frame();
    expect(result.current).toBe(9);
    frame();
    expect(result.current).toBe(9);
  });

  it('a list that grows keeps its cards and reveals the new ones; one that shrinks shows all it has', () => {
    vi.useFakeTimers();
    const frame = heldFrames();
    const { result, rerender } = renderHook(({ total }) => useRevealCount(total, { first: 4, step: 2 }), { initialProps: { total: 6 } });
    frame();
    expect(result.current).toBe(6);
    rerender({ total: 8 });
    expect(result.current).toBe(6);
    frame();
    expect(result.current).toBe(8);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });

  it('a tab without frames still gets every card, from the timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useRevealCount(6, { first: 2, step: 2 }));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(6);
  });

  it('the grid shows the first cards, in order, then all of them', () => {
    vi.useFakeTimers();
    const frame = heldFrames();
    const items = Array.from({ length: 5 }, (_, i) => ({ productId: i, name: `Product ${i}` }));
    render(<ProductGrid layout="rail" label="Products" items={items} reveal={{ first: 2, step: 2 }} renderItem={(p) => <span>{p.name}</span>} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Product 0', 'Product 1']);
    frame();
    frame();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items.map((p) => p.name));
  });
});
