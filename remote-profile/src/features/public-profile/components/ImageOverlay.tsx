import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { closeOnEscape, useOverlayFocus } from '@vd/shared/ui';
import { t } from '../messages';
import { Icon } from './Icon';
import styles from './PublicProfile.module.css';

/**
 * The enlarged photo: a full-screen modal dialog closed by a click anywhere or Esc. Focus moves to
 * its close button and stays there (the only control); the caller returns focus to the photo.
 */
export function ImageOverlay({ src, label, onClose }: { src: string; label: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useOverlayFocus(closeRef);

  const onKeyDown = (event: KeyboardEvent) => {
    if (closeOnEscape(event, onClose)) return;
    if (event.key === 'Tab') {
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  // The overlay is portalled but React events still bubble to the tab panel: a swipe here must not change tab.
  const stopTouch = (event: TouchEvent) => event.stopPropagation();

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={onClose}
      onKeyDown={onKeyDown}
      onTouchStart={stopTouch}
      onTouchEnd={stopTouch}
      data-testid="gallery-overlay"
    >
      <button ref={closeRef} type="button" className={styles.overlayClose} aria-label={t('closeImage')}>
        <Icon name="close" size={22} />
      </button>
      <img className={styles.overlayImage} src={src} alt={label} />
    </div>,
    document.body,
  );
}
