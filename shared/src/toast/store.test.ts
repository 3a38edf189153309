import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_TOAST_MS, TOAST_MS } from '../validation/constants';
import { connectToastDriver, dismissToast, getToasts, onToastRequested, toast, toastClosed, type ToastDriver, type ToastItem } from './store';

function recordingDriver() {
  const shown: ToastItem[] = [];
  const dismissed: Array<number | undefined> = [];
  const driver: ToastDriver = { show: (item) => void shown.push(item), dismiss: (id) => void dismissed.push(id) };
  return { driver, shown, dismissed };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
  dismissToast();
});

describe('toast API', () => {
  it('lists toasts newest first, 3000 ms unless told (8000 ms for the install fallback)', () => {
    toast.success('one');
    toast.error('two');
    toast.info('three', { durationMs: INSTALL_TOAST_MS });
    expect(getToasts().map((t) => [t.kind, t.message, t.durationMs])).toEqual([
      ['info', 'three', 8000],
      ['error', 'two', TOAST_MS],
      ['success', 'one', 3000],
    ]);
  });

  it('treats a zero, negative or infinite duration as "stays until closed"', () => {
    toast.info('a', { durationMs: 0 });
    toast.info('b', { durationMs: -5 });
    toast.info('c', { durationMs: Number.POSITIVE_INFINITY });
    expect(getToasts().map((t) => t.durationMs)).toEqual([0, 0, 0]);
  });

  it('keeps toasts asked for before the container loaded, and hands them over oldest first', () => {
    const first = toast.success('Verification code sent successfully!');
    const second = toast.error('Session expired. Please login again.');
    expect(second).toBeGreaterThan(first);
    const { driver, shown } = recordingDriver();
    cleanups.push(connectToastDriver(driver));
    expect(shown.map((t) => t.message)).toEqual(['Verification code sent successfully!', 'Session expired. Please login again.']);
    toast.info('later');
    expect(shown.map((t) => t.message)).toEqual(['Verification code sent successfully!', 'Session expired. Please login again.', 'later']);
  });

  it('asks for the container to load when a toast is wanted, at once if one is already waiting', () => {
    const early = vi.fn();
    toast.info('waiting');
    cleanups.push(onToastRequested(early));
    expect(early).toHaveBeenCalledTimes(1);
    dismissToast();
    const later = vi.fn();
    cleanups.push(onToastRequested(later));
    expect(later).not.toHaveBeenCalled();
    toast.info('another');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a load once a container is attached', () => {
    const request = vi.fn();
    cleanups.push(onToastRequested(request));
    cleanups.push(connectToastDriver(recordingDriver().driver));
    toast.success('shown directly');
    expect(request).not.toHaveBeenCalled();
  });

  it('dismisses one toast or all, waiting or shown, and tells the container', () => {
    const waiting = toast.info('never shown');
    dismissToast(waiting);
    const { driver, shown, dismissed } = recordingDriver();
    cleanups.push(connectToastDriver(driver));
    expect(shown).toHaveLength(0);
    const a = toast.info('a');
    toast.info('b');
    toast.dismiss(a);
    expect(getToasts().map((t) => t.message)).toEqual(['b']);
    dismissToast();
    expect(getToasts()).toEqual([]);
    expect(dismissed).toEqual([a, undefined]);
  });

  it('forgets a toast the container closed (timed out, clicked, swiped)', () => {
    cleanups.push(connectToastDriver(recordingDriver().driver));
    const id = toast.success('done');
    toast.success('still there');
    toastClosed(id);
    expect(getToasts().map((t) => t.message)).toEqual(['still there']);
  });

  it('waits again after the container is detached', () => {
    const { driver, shown } = recordingDriver();
    const detach = connectToastDriver(driver);
    detach();
    toast.info('after detach');
    expect(shown).toHaveLength(0);
    const next = recordingDriver();
    cleanups.push(connectToastDriver(next.driver));
    expect(next.shown.map((t) => t.message)).toEqual(['after detach']);
  });
});
