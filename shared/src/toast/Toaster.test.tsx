import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './store';
import { TOAST_SWIPE_THRESHOLD_PX, Toaster } from './Toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('<Toaster />', () => {
  it('renders a labelled region with newest toast on top and accessible roles', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Verification code sent successfully!');
      toast.error('Session expired. Please login again.');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    const items = Array.from(document.querySelectorAll('[data-kind]'));
    expect(items.map((el) => el.textContent)).toEqual([
      'Session expired. Please login again.×',
      'Verification code sent successfully!×',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Session expired');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('auto-closes after 3 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.info('hello');
    });
    expect(screen.queryByText('hello')).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('hello')).toBeNull();
  });

  it('closes on click and via the dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast.info('first');
      toast.info('second');
    });
    fireEvent.click(screen.getByText('first'));
    expect(screen.queryByText('first')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses when dragged beyond the threshold', () => {
    render(<Toaster />);
    act(() => {
      toast.success('swipe me');
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 150 });
    expect(item.style.transform).toBe('translateX(50px)');
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 100 + TOAST_SWIPE_THRESHOLD_PX + 20 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 100 + TOAST_SWIPE_THRESHOLD_PX + 20 });
    expect(screen.queryByText('swipe me')).toBeNull();
  });

  it('snaps back on a short drag, does not treat it as a click, and pauses while dragging', () => {
    render(<Toaster />);
    act(() => {
      toast.success('stay');
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 60 });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('stay')).not.toBeNull();
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 60 });
    fireEvent.click(item);
    expect(screen.queryByText('stay')).not.toBeNull();
    expect(item.style.transform).toBe('');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('stay')).toBeNull();
  });
});
