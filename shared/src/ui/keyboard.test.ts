import { describe, expect, it } from 'vitest';
import { isKeyboardOpen, isTextEntry, KEYBOARD_OPEN_THRESHOLD_PX, nextViewportBaseline } from './keyboard';

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
