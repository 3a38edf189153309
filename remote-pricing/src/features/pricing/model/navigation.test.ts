import { describe, expect, it } from 'vitest';
import { leavesScreen, swipeToCategory } from './navigation';

describe('leaving with unsaved changes', () => {
  it('asks only when something is unsaved and the path changes', () => {
    expect(leavesScreen(0, '/product/pricing', '/store')).toBe(false);
    expect(leavesScreen(2, '/product/pricing', '/store')).toBe(true);
    expect(leavesScreen(2, '/product/pricing', '/product/pricing')).toBe(false);
  });
});

describe('swipe on the grid', () => {
  it('left is the next top category, right the previous; short or vertical moves are not swipes', () => {
    expect(swipeToCategory(-120, 10)).toBe('next');
    expect(swipeToCategory(120, -10)).toBe('previous');
    expect(swipeToCategory(-30, 0)).toBeNull();
    expect(swipeToCategory(-100, 90)).toBeNull();
    expect(swipeToCategory(Number.NaN, 0)).toBeNull();
  });
});
