import { useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { formatMessage } from '@vd/shared/i18n';
import { closeOnEscape, useOverlayFocus, useSwipe } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { ProductImage } from '../../../ui/ProductImage';
import { stepIndex } from '../model/gallery';
import styles from './Gallery.module.css';

export interface GalleryViewerProps {
  productName: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen image viewer: a modal dialog. Swipe or ←/→ change image, Esc or the close button
 * closes, focus stays inside and returns to the opener (the caller) on close.
 */
export default function GalleryViewer({ productName, images, index, onIndexChange, onClose }: GalleryViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const go = (delta: 1 | -1) => onIndexChange(stepIndex(index, delta, count));

  useOverlayFocus(closeRef);
  // A shorter swipe than the category strip's: the picture fills the screen.
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1), 40);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (closeOnEscape(event, onClose)) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Tab' && panelRef.current) {
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>('button:not([disabled])'));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const label = formatMessage(messages.viewerTitle, { product: productName, index: index + 1, count });
  return createPortal(
    <div ref={panelRef} className={styles.viewer} role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown} data-testid="gallery-viewer">
      <div className={styles.viewerBar}>
        <span className={styles.counter} aria-live="polite">
          {formatMessage(messages.imageCounter, { index: index + 1, count })}
        </span>
        <button ref={closeRef} type="button" className={styles.viewerClose} onClick={onClose} aria-label={messages.closeViewer}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.stage} {...swipe} data-testid="gallery-stage">
        <ProductImage key={images[index]} src={images[index]} alt={label} width={900} height={900} eager className={styles.viewerImage} />
      </div>
      {count > 1 && (
        <>
          <button type="button" className={[styles.nav, styles.prev].join(' ')} onClick={() => go(-1)} aria-label={messages.previousImage}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={[styles.nav, styles.next].join(' ')} onClick={() => go(1)} aria-label={messages.nextImage}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
