import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_SCREENS, REVEAL_STEP } from '../model/reveal';
import { useRevealedList } from './useRevealedList';

/** IntersectionObservers the hook made, with their margins; `cross` tells them the sentinel is within it. */
const observers: Array<{ margin: string; callback: IntersectionObserverCallback; live: boolean }> = [];
const idle: Array<() => void> = [];

beforeEach(() => {
  observers.length = 0;
  idle.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { margin: string; callback: IntersectionObserverCallback; live: boolean };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { margin: options?.rootMargin ?? '', callback, live: true };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.live = false;
      }
    },
  );
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const items = Array.from({ length: 100 }, (_, i) => i);

/** The grid of one shelf; `search` is what restarts its steps (the screen's reveal key). */
function Grid({ search = '' }: { search?: string }) {
  const { shown, sentinelRef } = useRevealedList(items, search);
  return (
    <ul data-testid="grid">
      {shown?.map((n) => (
        <li key={n}>{n}</li>
      ))}
      <li ref={sentinelRef} />
    </ul>
  );
}

const cross = (margin: string) =>
  act(() => {
    for (const o of observers.filter((x) => x.live && x.margin === margin))
      o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const cards = (view: ReturnType<typeof render>) => view.getByTestId('grid').children.length - 1;

describe('useRevealedList (decision 0072)', () => {
  it('within a few screens of the end, the next step is put in place when the page is idle, without a scroll', () => {
    const view = render(<Grid />);
    expect(cards(view)).toBe(REVEAL_STEP);
    const ahead = `${Math.round(AHEAD_SCREENS * window.innerHeight)}px 0px`;
    cross(ahead);
    // Nothing until the page is idle.
    expect(cards(view)).toBe(REVEAL_STEP);
    act(() => idle.shift()?.());
    expect(cards(view)).toBeGreaterThan(REVEAL_STEP);
  });

  it('a new search starts again from two rows of the columns the grid was laid out in (decision 0084)', () => {
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ gridTemplateColumns: '180px 180px 180px' } as CSSStyleDeclaration);
    const view = render(<Grid />);
    expect(cards(view)).toBe(REVEAL_STEP);
    cross('800px 0px');
    expect(cards(view)).toBeGreaterThan(REVEAL_STEP);
    view.rerender(<Grid search="dal" />);
    expect(cards(view)).toBe(6);
  });

  it('near the end (800 px) the next step comes at once', () => {
    const view = render(<Grid />);
    cross('800px 0px');
    expect(cards(view)).toBeGreaterThan(REVEAL_STEP);
    expect(idle).toHaveLength(0);
  });
});
