import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './store';
import { TOASTER_LOAD_DELAY_MS, Toaster, whenPageSettled } from './Toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

/** A window stand-in whose events and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
    cancelIdleCallback: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    runIdle: () => {
      for (const fn of idle.splice(0)) fn();
    },
    spy: win,
  };
}

describe('whenPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without input: waits for the load event, 3 s more, then an idle moment (at most 2 s)', () => {
    const { win, fire, runIdle, spy } = fakeWindow('loading');
    const load = vi.fn();
    whenPageSettled(load, win);
    vi.advanceTimersByTime(10_000);
    expect(spy.requestIdleCallback).not.toHaveBeenCalled();
    fire('load');
    vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS - 1);
    expect(spy.requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['click', 'keydown'])('loads at the first %s, once', (type) => {
    const { win, fire, runIdle } = fakeWindow('complete');
    const load = vi.fn();
    whenPageSettled(load, win);
    fire(type);
    fire(type);
    vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS);
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not while the vendor scrolls: a touch that starts a scroll does not load it, and each scroll counts the quiet moment again', () => {
    const { win, fire, runIdle, spy } = fakeWindow('complete');
    const load = vi.fn();
    whenPageSettled(load, win);
    fire('pointerdown');
    fire('touchstart');
    for (let second = 0; second < 10; second++) {
      vi.advanceTimersByTime(1000);
      fire(second % 2 ? 'scroll' : 'touchmove');
    }
    expect(spy.requestIdleCallback).not.toHaveBeenCalled();
    // 3 s after the last scroll, not before.
    vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS - 1);
    expect(spy.requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy.requestIdleCallback).toHaveBeenCalledTimes(1);
    // A wheel after the idle callback was asked for: the idle moment does not load it; 3 s after the
    // wheel an idle moment is asked for again, and that one does.
    fire('wheel');
    runIdle();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS - 1);
    expect(spy.requestIdleCallback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(spy.requestIdleCallback).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const { win, fire, runIdle } = fakeWindow('complete');
    const load = vi.fn();
    const cancel = whenPageSettled(load, win);
    cancel();
    fire('click');
    vi.advanceTimersByTime(TOASTER_LOAD_DELAY_MS);
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('<Toaster />', () => {
  it('renders nothing at first and loads react-toastify when a toast is asked for', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      toast.success('Verification code sent successfully!');
    });
    expect(await screen.findByText('Verification code sent successfully!')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
