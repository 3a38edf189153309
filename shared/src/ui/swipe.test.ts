import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipe direction', () => {
  it('reads a clear horizontal swipe: left is next, right previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(90, -20)).toBe('previous');
  });
  it('ignores short, vertical or diagonal moves and bad numbers', () => {
    expect(swipeDirection(-40, 0)).toBeNull();
    expect(swipeDirection(-30, 0)).toBeNull();
    expect(swipeDirection(-100, 90)).toBeNull();
    expect(swipeDirection(0, 300)).toBeNull();
    expect(swipeDirection(Number.NaN, 0)).toBeNull();
    expect(swipeDirection(-120, Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('takes a shorter minimum where one is given (the gallery)', () => {
    expect(swipeDirection(-45, 0, 40)).toBe('next');
    expect(swipeDirection(-45, 0)).toBeNull();
  });
});
