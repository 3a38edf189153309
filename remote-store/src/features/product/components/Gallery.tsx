import { lazy, Suspense, useRef, useState } from 'react';
import { formatMessage } from '@vd/shared/i18n';
import { messages } from '../../../app/messages';
import { ProductImage } from '../../../ui/ProductImage';
import styles from './Gallery.module.css';

const GalleryViewer = lazy(() => import('./GalleryViewer'));

/** Main image, thumbnails, and a full-screen viewer opened from the main image. */
export function Gallery({ productName, images }: { productName: string; images: readonly string[] }) {
  const list = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const current = Math.min(index, list.length - 1);
  const count = list.length;

  return (
    <section className={styles.gallery} aria-label={messages.gallery}>
      <button
        ref={openerRef}
        type="button"
        className={styles.main}
        onClick={() => setViewerOpen(true)}
        aria-label={formatMessage(messages.openViewer, { index: current + 1, count })}
        data-testid="gallery-main"
      >
        <ProductImage src={list[current]} alt={productName} width={600} height={600} eager />
      </button>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {list.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === current ? 'true' : undefined}
                aria-label={formatMessage(messages.showImage, { index: i + 1, count })}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerOpen && (
        <Suspense fallback={null}>
          <GalleryViewer
            productName={productName}
            images={list}
            index={current}
            onIndexChange={setIndex}
            onClose={() => {
              setViewerOpen(false);
              openerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
