import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './store';

const ToastHost = lazy(() => import('./ToastHost'));

/** After the page's `load` event, and after the last scroll, how long to wait before loading the container without a reason. */
export const TOASTER_LOAD_DELAY_MS = 3000;
/** Then, the longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;
/**
 * Real input: the vendor is about to do something that may end in a toast. A completed tap (`click`),
 * not the finger going down: a touch that starts a scroll must not load it (below).
 */
const INPUT_EVENTS = ['click', 'keydown'] as const;
/**
 * The vendor is scrolling: the container's stylesheets, put on the page, make the browser style the
 * whole document again (on the pricing grid, a dropped frame in the middle of a scroll). The quiet
 * moment is counted again from the last of these.
 */
const SCROLL_EVENTS = ['scroll', 'wheel', 'touchmove'] as const;

/**
 * Calls `load` once, at the first of: the vendor's first tap or key press; or, failing that, an idle
 * moment at least TOASTER_LOAD_DELAY_MS after the page's `load` event and after the last scroll (so
 * the chunk is also in the service worker's cache for offline use). Never while the login form is
 * still on its way. (A toast asked for earlier loads it at once: see `onToastRequested`.) Returns the
 * cancel.
 */
export function whenPageSettled(load: () => void, win: Window = window): () => void {
  let done = false;
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  // When the vendor last scrolled. A scroll only writes it, so no scroll event resets the timers (a
  // cost in every frame of a scroll); the timer and the idle callback read it.
  let lastScroll = Number.NEGATIVE_INFINITY;
  const fire = () => {
    if (done) return;
    cancel();
    load();
  };
  /** Calls `then` if the last scroll is TOASTER_LOAD_DELAY_MS old, else waits for the rest of that time. */
  const whenQuiet = (then: () => void) => {
    const rest = TOASTER_LOAD_DELAY_MS - (Date.now() - lastScroll);
    if (rest > 0) wait(rest);
    else then();
  };
  // An idle moment after a quiet one; a scroll since it was asked for counts the quiet moment again.
  const askIdle = () => {
    if (typeof win.requestIdleCallback !== 'function') return fire();
    idleHandle = win.requestIdleCallback(
      () => {
        idleHandle = undefined;
        whenQuiet(fire);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  };
  const wait = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      whenQuiet(askIdle);
    }, delay);
  };
  const onLoad = () => {
    loaded = true;
    wait(TOASTER_LOAD_DELAY_MS);
  };
  const onScroll = () => {
    if (loaded) lastScroll = Date.now();
  };
  function cancel() {
    done = true;
    for (const type of INPUT_EVENTS) win.removeEventListener(type, fire, { capture: true });
    for (const type of SCROLL_EVENTS) win.removeEventListener(type, onScroll, { capture: true });
    win.removeEventListener('load', onLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
  }
  for (const type of INPUT_EVENTS) win.addEventListener(type, fire, { capture: true, passive: true });
  for (const type of SCROLL_EVENTS) win.addEventListener(type, onScroll, { capture: true, passive: true });
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return cancel;
}

/**
 * The one toast container of the page, rendered by the host (and by a remote's standalone dev
 * shell). It renders nothing until the vendor's first input, the first toast, or a quiet moment a few
 * seconds after load (`whenPageSettled`), then loads react-toastify with its settings (`ToastHost`)
 * in a chunk of its own, so the library never weighs on the login page.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const stopRequests = onToastRequested(load);
    const stopSettled = whenPageSettled(load);
    return () => {
      stopRequests();
      stopSettled();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
