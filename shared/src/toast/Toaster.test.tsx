import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './store';
import { Toaster, whenIdleAfterLoad } from './Toaster';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

/** A window stand-in whose load event and idle callback the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
    removeEventListener: (type: string) => void listeners.delete(type),
    requestIdleCallback: vi.fn((fn: () => void) => idle.push(fn)),
    cancelIdleCallback: vi.fn(),
  };
  return { win: win as unknown as Window, fireLoad: () => listeners.get('load')?.(), runIdle: () => idle.splice(0).forEach((fn) => fn()), spy: win };
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event and then an idle moment (at most 2 s)', () => {
    const { win, fireLoad, runIdle, spy } = fakeWindow('loading');
    const load = vi.fn();
    whenIdleAfterLoad(load, win);
    expect(spy.requestIdleCallback).not.toHaveBeenCalled();
    fireLoad();
    expect(spy.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the idle wait when the page has already loaded, and can be cancelled', () => {
    const { win, runIdle, spy } = fakeWindow('complete');
    const load = vi.fn();
    const cancel = whenIdleAfterLoad(load, win);
    expect(spy.requestIdleCallback).toHaveBeenCalledTimes(1);
    cancel();
    runIdle();
    expect(load).not.toHaveBeenCalled();
    expect(spy.cancelIdleCallback).toHaveBeenCalled();
  });
});

describe('<Toaster />', () => {
  it('renders nothing at first and loads react-toastify when a toast is asked for', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast.success('Verification code sent successfully!');
    });
    expect(await screen.findByText('Verification code sent successfully!')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
