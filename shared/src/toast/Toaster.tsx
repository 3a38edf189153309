import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './store';

const ToastHost = lazy(() => import('./ToastHost'));

/** How long after the page's `load` event the container may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `load` once the page is interactive and idle (after the `load` event, then an idle
 * callback), or at once when a toast is asked for before that. Returns the cancel.
 */
export function whenIdleAfterLoad(load: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (!cancelled) load();
  };
  const onLoad = () => {
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
    else timeoutHandle = setTimeout(fire, 1);
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}

/**
 * The one toast container of the page, rendered by the host (and by a remote's standalone dev
 * shell). It renders nothing until the page is idle or the first toast is asked for, then loads
 * react-toastify with its settings (`ToastHost`) in a chunk of its own, so the library never
 * weighs on the login page (decision 0019).
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const stopRequests = onToastRequested(load);
    const stopIdle = whenIdleAfterLoad(load);
    return () => {
      stopRequests();
      stopIdle();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
