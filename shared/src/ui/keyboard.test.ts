import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, isKeyboardOpen, isTextEntry, KEYBOARD_OPEN_THRESHOLD_PX, nextViewportBaseline, useKeyboardOpen } from './keyboard';

describe('the keyboard rule (spec 9: 150 px)', () => {
  it('open when the visual viewport is more than 150 px shorter while a text field is focused', () => {
    expect(KEYBOARD_OPEN_THRESHOLD_PX).toBe(150);
    expect(isKeyboardOpen(740, 420, true)).toBe(true);
    expect(isKeyboardOpen(740, 589, true)).toBe(true);
    expect(isKeyboardOpen(740, 590, true)).toBe(false);
    expect(isKeyboardOpen(740, 740, true)).toBe(false);
    // a shrink without a focused text field (split screen, zoom) is not the keyboard
    expect(isKeyboardOpen(740, 420, false)).toBe(false);
  });

  it('the baseline is the tallest viewport at the same width; turning the phone starts over', () => {
    let b = nextViewportBaseline(null, { width: 360, height: 700 });
    b = nextViewportBaseline(b, { width: 360, height: 740 }); // the browser bar slid away
    expect(b.height).toBe(740);
    b = nextViewportBaseline(b, { width: 360, height: 400 }); // the keyboard
    expect(b.height).toBe(740);
    b = nextViewportBaseline(b, { width: 740, height: 330 }); // landscape
    expect(b).toEqual({ width: 740, height: 330 });
    expect(isKeyboardOpen(b.height, 330, true)).toBe(false);
  });

  it('text fields take typing; buttons, checkboxes and read-only fields do not', () => {
    const el = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTextEntry(el('<input type="text">'))).toBe(true);
    expect(isTextEntry(el('<input type="number">'))).toBe(true);
    expect(isTextEntry(el('<input>'))).toBe(true);
    expect(isTextEntry(el('<textarea></textarea>'))).toBe(true);
    expect(isTextEntry(el('<input type="checkbox">'))).toBe(false);
    expect(isTextEntry(el('<input type="text" readonly>'))).toBe(false);
    expect(isTextEntry(el('<button>x</button>'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

/** A visual viewport whose size can be changed and whose size reads are counted (each lays the page out in a browser). */
function fakeViewport(width: number, height: number) {
  const target = new EventTarget();
  const size = { width, height, reads: 0 };
  Object.defineProperties(target, {
    width: {
      get: () => {
        size.reads++;
        return size.width;
      },
    },
    height: {
      get: () => {
        size.reads++;
        return size.height;
      },
    },
  });
  vi.stubGlobal('visualViewport', target);
  return {
    size,
    resize(nextHeight: number) {
      size.height = nextHeight;
      target.dispatchEvent(new Event('resize'));
    },
  };
}

describe('useKeyboardOpen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("does not read the viewport's size while the screen mounts, only once the page has a moment; then the keyboard rule holds", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const viewport = fakeViewport(360, 740);
    const { result } = renderHook(() => useKeyboardOpen());
    expect(viewport.size.reads).toBe(0); // no forced layout in the mount's effects
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle.shift()!());
    expect(viewport.size.reads).toBeGreaterThan(0); // the baseline: 740
    expect(result.current).toBe(false);

    const field = document.body.appendChild(document.createElement('input'));
    act(() => field.focus());
    act(() => viewport.resize(420)); // the keyboard: 320 px shorter
    expect(result.current).toBe(true);
    act(() => viewport.resize(740));
    expect(result.current).toBe(false);
  });

  it('cancels the first read when the screen goes before it', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    fakeViewport(360, 740);
    const { unmount } = renderHook(() => useKeyboardOpen());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks, reads after the next frame, on a timer', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const frames: Array<() => void> = [];
      vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
      const read = vi.fn();
      afterNextFrame(read);
      vi.runAllTimers();
      expect(read).not.toHaveBeenCalled();
      frames.shift()!();
      expect(read).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(read).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
