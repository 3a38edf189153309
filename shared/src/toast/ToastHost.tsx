/**
 * The react-toastify container with the spec's toast rules. Loaded lazily by `<Toaster />` (its own
 * chunk: react-toastify's JS and CSS never reach the login page before the form is interactive).
 * Default export for `React.lazy`.
 */
import { useEffect, type CSSProperties, type MouseEvent } from 'react';
import { Slide, ToastContainer, toast as toastify, type CloseButtonProps, type Id, type ToastContainerProps } from 'react-toastify';
import { sharedMessages } from '../i18n/messages';
import { TOAST_MS } from '../validation/constants';
import { connectToastDriver, toastClosed, type ToastItem } from './store';
import styles from './ToastHost.module.css';

/** Spec section 2 "Toasts": top-centre, auto-close after 3 s, newest on top, closable by click, draggable. */
export const TOAST_CONTAINER_SETTINGS = {
  position: 'top-center',
  autoClose: TOAST_MS,
  newestOnTop: true,
  closeOnClick: true,
  draggable: true,
  // A sideways swipe of 40% of the toast's width dismisses it (the library's 80% is most of a phone).
  draggablePercent: 40,
  pauseOnHover: true,
  // The spec's 3 s run whether or not the window has focus (the vendor may be reading the OTP elsewhere).
  pauseOnFocusLoss: false,
  theme: 'light',
  transition: Slide,
} as const satisfies ToastContainerProps;

const ID_PREFIX = 'vd-toast-';

/** react-toastify's id of one of our toasts (also its element id, so it must not be a bare number). */
export function toastifyId(id: number): string {
  return `${ID_PREFIX}${id}`;
}

function ourId(id: Id): number | null {
  if (typeof id !== 'string' || !id.startsWith(ID_PREFIX)) return null;
  const n = Number(id.slice(ID_PREFIX.length));
  return Number.isInteger(n) ? n : null;
}

function showToast(item: ToastItem): void {
  toastify(item.message, {
    toastId: toastifyId(item.id),
    type: item.kind,
    autoClose: item.durationMs > 0 ? item.durationMs : false,
    // An error interrupts the screen reader; the others wait their turn.
    role: item.kind === 'error' ? 'alert' : 'status',
    // Read by ToastHost.module.css: the clock keeps its length under prefers-reduced-motion.
    style: { '--vd-toast-ms': `${item.durationMs}ms` } as CSSProperties,
  });
}

function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={sharedMessages.dismissNotification}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

export default function ToastHost() {
  useEffect(() => {
    const stopWatching = toastify.onChange((change) => {
      const id = ourId(change.id);
      if (change.status === 'removed' && id !== null) toastClosed(id);
    });
    const disconnect = connectToastDriver({
      show: showToast,
      dismiss: (id) => (id === undefined ? toastify.dismiss() : toastify.dismiss(toastifyId(id))),
    });
    return () => {
      disconnect();
      stopWatching();
    };
  }, []);
  return <ToastContainer {...TOAST_CONTAINER_SETTINGS} className={styles.container} closeButton={CloseButton} aria-label={sharedMessages.notifications} />;
}
