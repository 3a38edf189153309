import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './ProductGrid';
import { AHEAD_SCREENS, NEAR_MARGIN_PX, UNMEASURED_COLUMNS, cardsInRows, columnCount, nextRevealLimit, useReveal } from './reveal';

/** IntersectionObservers made, with their margins; `cross` tells the live ones the sentinel is within theirs. */
const observers: Array<{ margin: string; callback: IntersectionObserverCallback; live: boolean }> = [];
const idle: Array<() => void> = [];

function stubObservers() {
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
}

const NEAR = `${NEAR_MARGIN_PX}px 0px`;
const AHEAD = () => `${Math.round(AHEAD_SCREENS * window.innerHeight)}px 0px`;
const cross = (margin: string) =>
  act(() => {
    for (const o of observers.filter((x) => x.live && x.margin === margin))
      o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
/** The grid laid out in `columns` columns of 180 px. */
const laidOut = (columns: number) =>
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({ gridTemplateColumns: Array(columns).fill('180px').join(' ') } as CSSStyleDeclaration);

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: i, name: `Product ${i}` }));
const names = () => screen.getAllByRole('listitem').flatMap((li) => (li.dataset.testid === 'reveal-more' ? [] : [li.textContent]));

function Grid({ count = 100, search, rows = { first: 2, step: 3 } }: { count?: number; search?: string; rows?: { first: number; step: number } }) {
  return <ProductGrid layout="wide" label="Products" items={products(count)} reveal={rows} revealKey={search} renderItem={(p) => <span>{p.name}</span>} />;
}

beforeEach(() => {
  observers.length = 0;
  idle.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a long grid revealed in rows', () => {
  it('counts the columns of a laid-out grid from its tracks in pixels', () => {
    expect(columnCount('170px 170px')).toBe(2);
    expect(columnCount('197.333px 197.333px 197.333px 197.333px 197.333px 197.333px')).toBe(6);
    expect(columnCount('repeat(2, minmax(0px, 1fr))')).toBe(1);
    expect(columnCount('none')).toBe(1);
    expect(columnCount('')).toBe(1);
    expect(columnCount(undefined)).toBe(1);
  });

  it('sizes steps in whole rows, at least one card, and adds one step at a time up to the total, never fewer than shown', () => {
    expect(cardsInRows(2, 2)).toBe(4);
    expect(cardsInRows(3, 6)).toBe(18);
    expect(cardsInRows(2, 0)).toBe(2);
    expect(cardsInRows(0, 3)).toBe(3);
    expect(nextRevealLimit(4, 500, 6)).toBe(10);
    expect(nextRevealLimit(480, 500, 60)).toBe(500);
    expect(nextRevealLimit(10, 10, 2)).toBe(10);
    expect(nextRevealLimit(3, 10, 0)).toBe(4);
    expect(nextRevealLimit(12, 8, 2)).toBe(12);
  });

  it('without rows, or without IntersectionObserver, every card renders at once and no sentinel', () => {
    expect(renderHook(() => useReveal(10, undefined)).result.current.count).toBe(10);
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Grid count={9} />);
    expect(names()).toHaveLength(9);
    expect(screen.queryByTestId('reveal-more')).toBeNull();
  });

  it("renders the first rows of a phone's columns before any layout, in order, with a sentinel after them", () => {
    stubObservers();
    render(<Grid rows={{ first: 2, step: 1 }} />);
    expect(names()).toEqual(products(2 * UNMEASURED_COLUMNS).map((p) => p.name));
    expect(screen.getByTestId('reveal-more').getAttribute('aria-hidden')).toBe('true');
  });

  it('near the end of the grid the next rows come at once, sized to the columns laid out, until every card is shown', () => {
    stubObservers();
    laidOut(3);
    render(<Grid count={20} />);
    expect(names()).toHaveLength(4);
    cross(NEAR);
    expect(names()).toHaveLength(4 + 9);
    expect(idle).toHaveLength(0);
    cross(NEAR);
    expect(names()).toHaveLength(20);
    expect(screen.queryByTestId('reveal-more')).toBeNull();
  });

  it('within a few screens of the end, the next rows are built when the page is idle, without a scroll', () => {
    stubObservers();
    render(<Grid />);
    cross(AHEAD());
    expect(names()).toHaveLength(4);
    act(() => idle.shift()?.());
    expect(names().length).toBeGreaterThan(4);
  });

  it('a new restart key starts again from the first rows of the columns the grid was laid out in; the same key keeps its cards', () => {
    stubObservers();
    laidOut(3);
    const view = render(<Grid search="" />);
    cross(NEAR);
    expect(names()).toHaveLength(13);
    view.rerender(<Grid search="" count={90} />);
    expect(names()).toHaveLength(13);
    view.rerender(<Grid search="dal" />);
    expect(names()).toHaveLength(6);
  });

  it('a list that grows keeps its cards and reveals the new ones; one that shrinks shows all it has', () => {
    stubObservers();
    laidOut(2);
    const view = render(<Grid count={4} />);
    expect(names()).toHaveLength(4);
    expect(screen.queryByTestId('reveal-more')).toBeNull();
    view.rerender(<Grid count={8} />);
    expect(names()).toHaveLength(4);
    cross(NEAR);
    expect(names()).toHaveLength(8);
    view.rerender(<Grid count={3} />);
    expect(names()).toHaveLength(3);
  });
});
