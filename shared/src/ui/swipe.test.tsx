import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SwipeDirection, swipeDirection, useSwipe } from './swipe';

afterEach(cleanup);

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

function Area({ onSwipe }: { onSwipe: (d: SwipeDirection) => void }) {
  return <div data-testid="area" {...useSwipe(onSwipe)} />;
}
const touch = (x: number, y: number) => ({ clientX: x, clientY: y });

describe('useSwipe', () => {
  it('calls back with the direction of a clear one-finger swipe, not for a scroll, a tap or two fingers', () => {
    const onSwipe = vi.fn();
    render(<Area onSwipe={onSwipe} />);
    const area = screen.getByTestId('area');
    fireEvent.touchStart(area, { touches: [touch(200, 100)] });
    fireEvent.touchEnd(area, { changedTouches: [touch(40, 110)] });
    expect(onSwipe).toHaveBeenLastCalledWith('next');
    fireEvent.touchStart(area, { touches: [touch(40, 100)] });
    fireEvent.touchEnd(area, { changedTouches: [touch(200, 100)] });
    expect(onSwipe).toHaveBeenLastCalledWith('previous');
    onSwipe.mockClear();
    fireEvent.touchStart(area, { touches: [touch(200, 100)] });
    fireEvent.touchEnd(area, { changedTouches: [touch(190, 400)] });
    fireEvent.touchStart(area, { touches: [touch(200, 100), touch(300, 100)] });
    fireEvent.touchEnd(area, { changedTouches: [touch(40, 100)] });
    fireEvent.touchEnd(area, { changedTouches: [touch(40, 100)] });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
