import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame } from './frame';

describe('a task right after the next frame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in a timer started by the frame, not in the frame; cancelled, it does not run', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => undefined));
    const run = vi.fn();
    afterFrame(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frames[0]!();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    afterFrame(cancelled)();
    frames[1]!();
    vi.advanceTimersByTime(0);
    const late = vi.fn();
    const cancel = afterFrame(late);
    frames[2]!();
    cancel();
    vi.advanceTimersByTime(0);
    expect(cancelled).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('without frames, a plain timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterFrame(run);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });
});
