import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_TOAST_MS } from '../validation/constants';
import { dismissToast, getToasts, toast } from './store';
import ToastHost, { TOAST_CONTAINER_SETTINGS } from './ToastHost';

/** The element react-toastify renders for the toast showing `text`. */
function toastElement(text: string): HTMLElement {
  const el = screen.getByText(text).closest<HTMLElement>('.Toastify__toast');
  if (!el) throw new Error(`no toast for ${text}`);
  return el;
}

function progressBar(text: string): HTMLElement {
  const bar = toastElement(text).querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) throw new Error('no progress bar');
  return bar;
}

/** happy-dom runs no CSS animations: end them as the browser would (the exit slide). */
async function expectGone(text: string) {
  const el = screen.queryByText(text)?.closest<HTMLElement>('.Toastify__toast');
  if (el) fireEvent.animationEnd(el);
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

async function renderWith(...messages: Array<() => number>) {
  render(<ToastHost />);
  await act(async () => {
    for (const show of messages) show();
  });
}

beforeAll(() => {
  // Layout for the swipe distance: happy-dom has none, a phone toast is about 336 px wide.
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 300 });
});

afterEach(async () => {
  act(() => dismissToast());
  cleanup();
});

describe('<ToastHost /> (react-toastify with the spec settings)', () => {
  it('is configured as the spec says: top-centre, 3 s, newest on top, close on click, draggable', () => {
    expect(TOAST_CONTAINER_SETTINGS).toMatchObject({
      position: 'top-center',
      autoClose: 3000,
      newestOnTop: true,
      closeOnClick: true,
      draggable: true,
    });
  });

  it('shows the text top-centre in a labelled region, newest on top, errors as alerts', async () => {
    await renderWith(
      () => toast.success('Verification code sent successfully!'),
      () => toast.error('Session expired. Please login again.'),
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    const items = Array.from(document.querySelectorAll('.Toastify__toast'));
    expect(items.map((el) => el.textContent)).toEqual(['Session expired. Please login again.×', 'Verification code sent successfully!×']);
    expect(screen.getByRole('alert').textContent).toContain('Session expired');
    expect(screen.getByRole('status').textContent).toContain('Verification code sent');
  });

  it('shows toasts asked for before it mounted', async () => {
    toast.info('asked early');
    render(<ToastHost />);
    expect(await screen.findByText('asked early')).toBeTruthy();
  });

  it('closes after 3 seconds: the clock runs for 3000 ms, then the toast goes', async () => {
    await renderWith(() => toast.info('hello'));
    const bar = progressBar('hello');
    expect(bar.style.animationDuration).toBe('3000ms');
    // The clock starts once the toast has slid in.
    expect(bar.style.animationPlayState).toBe('paused');
    fireEvent.animationEnd(toastElement('hello'));
    expect(bar.style.animationPlayState).toBe('running');
    expect(toastElement('hello').style.getPropertyValue('--vd-toast-ms')).toBe('3000ms');
    fireEvent.animationEnd(bar);
    await expectGone('hello');
    expect(getToasts()).toEqual([]);
  });

  it('keeps the install fallback toast for 8000 ms', async () => {
    await renderWith(() => toast.info('For a smoother experience, install the app anytime from your browser settings.', { durationMs: INSTALL_TOAST_MS }));
    expect(progressBar('For a smoother experience, install the app anytime from your browser settings.').style.animationDuration).toBe('8000ms');
  });

  it('closes on a click on the toast and with the dismiss button', async () => {
    await renderWith(
      () => toast.info('first'),
      () => toast.info('second'),
    );
    fireEvent.click(toastElement('first'));
    await expectGone('first');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expectGone('second');
    expect(getToasts()).toEqual([]);
  });

  it('closes when dragged sideways past 40% of its width, snaps back on a short drag', async () => {
    await renderWith(() => toast.success('swipe me'));
    const el = toastElement('swipe me');
    fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(document, { pointerId: 1, pointerType: 'touch', clientX: 150 });
    expect(el.style.transform).toContain('50px');
    fireEvent.pointerUp(document, { pointerId: 1, pointerType: 'touch', clientX: 150 });
    expect(el.style.transform).toBe('');
    expect(screen.queryByText('swipe me')).not.toBeNull();

    fireEvent.pointerDown(el, { pointerId: 2, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(document, { pointerId: 2, pointerType: 'touch', clientX: 100 + 0.4 * 300 + 10 });
    fireEvent.pointerUp(document, { pointerId: 2, pointerType: 'touch', clientX: 100 + 0.4 * 300 + 10 });
    await expectGone('swipe me');
  });

  it('dismissToast closes what is on screen', async () => {
    await renderWith(() => toast.error('bye'));
    act(() => dismissToast());
    await expectGone('bye');
  });
});
