import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, dismissToast, getToasts, pauseToast, resumeToast, subscribeToasts, toast } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds toasts newest first with kind and default 3000 ms', () => {
    toast.success('one');
    toast.error('two');
    toast.info('three', { durationMs: 8000 });
    expect(getToasts().map((t) => [t.kind, t.message, t.durationMs])).toEqual([
      ['info', 'three', 8000],
      ['error', 'two', 3000],
      ['success', 'one', 3000],
    ]);
  });

  it('auto-closes after the duration', () => {
    toast.success('short');
    toast.info('long', { durationMs: 8000 });
    vi.advanceTimersByTime(2999);
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((t) => t.message)).toEqual(['long']);
    vi.advanceTimersByTime(5000);
    expect(getToasts()).toHaveLength(0);
  });

  it('notifies subscribers and dismisses by id', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast.error('bye');
    toast.dismiss(id);
    toast.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.info('unheard');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pauses and resumes the auto-close clock', () => {
    const id = toast.info('hold');
    vi.advanceTimersByTime(2000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it(`keeps at most ${MAX_TOASTS}`, () => {
    for (let i = 0; i < MAX_TOASTS + 2; i++) toast.info(`t${i}`);
    expect(getToasts()).toHaveLength(MAX_TOASTS);
    expect(getToasts()[0]?.message).toBe(`t${MAX_TOASTS + 1}`);
  });
});
