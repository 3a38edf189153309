import { describe, expect, it } from 'vitest';
import { tabAfterSwipe } from './swipe';

describe('swiping between tabs', () => {
  it('left moves to the next tab, right to the previous one', () => {
    expect(tabAfterSwipe('overview', -120, 10)).toBe('gallery');
    expect(tabAfterSwipe('gallery', 120, -10)).toBe('overview');
  });

  it('stays at the ends', () => {
    expect(tabAfterSwipe('overview', 200, 0)).toBe('overview');
    expect(tabAfterSwipe('locate', -200, 0)).toBe('locate');
  });

  it('a short or mostly vertical movement is not a swipe', () => {
    expect(tabAfterSwipe('hours', -40, 0)).toBe('hours');
    expect(tabAfterSwipe('hours', -90, 80)).toBe('hours');
    expect(tabAfterSwipe('hours', Number.NaN, 0)).toBe('hours');
  });
});
