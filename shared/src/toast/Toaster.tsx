import { useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { sharedMessages } from '../i18n/sharedMessages';
import styles from './Toaster.module.css';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToasts,
  type ToastItem,
} from './store';

/** Horizontal drag distance (px) beyond which a toast is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 80;
/** Movement (px) under which a pointer gesture still counts as a click. */
const CLICK_SLOP_PX = 5;

export interface ToasterProps {
  /** Accessible name of the notifications region. */
  label?: string;
}

/**
 * Renders the toast stack: top-centre, newest on top. Rendered once, by the host.
 * A toast closes after its duration, on click, or when dragged sideways past the threshold.
 */
export function Toaster({ label = sharedMessages.notifications }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className={styles.region} aria-label={label}>
      <div className={styles.list}>
        {toasts.map((t) => (
          <ToastView key={t.id} item={t} />
        ))}
      </div>
    </section>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, moved: false };
    suppressClick.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pauseToast(item.id);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    if (!d.moved && Math.abs(dx) > CLICK_SLOP_PX) {
      d.moved = true;
      setDragging(true);
    }
    if (d.moved) setOffset(dx);
  };

  const endDrag = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragging(false);
    const dx = event.clientX - d.startX;
    if (d.moved) suppressClick.current = true;
    if (!cancelled && d.moved && Math.abs(dx) > TOAST_SWIPE_THRESHOLD_PX) {
      dismissToast(item.id);
      return;
    }
    setOffset(0); // snap back
    resumeToast(item.id);
  };

  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    dismissToast(item.id);
  };

  const opacity = Math.max(0.2, 1 - Math.abs(offset) / (TOAST_SWIPE_THRESHOLD_PX * 2.5));

  return (
    <div
      className={[styles.toast, styles[item.kind], dragging ? styles.dragging : ''].filter(Boolean).join(' ')}
      role={item.kind === 'error' ? 'alert' : 'status'}
      aria-live={item.kind === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-kind={item.kind}
      style={offset ? { transform: `translateX(${offset}px)`, opacity } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
      onMouseEnter={() => pauseToast(item.id)}
      onMouseLeave={() => {
        if (!drag.current) resumeToast(item.id);
      }}
      onClick={onClick}
    >
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={sharedMessages.dismissNotification}
        onClick={(event) => {
          event.stopPropagation();
          dismissToast(item.id);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
