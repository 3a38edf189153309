import { useRef, useState } from 'react';
import { Skeleton } from '@vd/shared/ui';
import { t } from '../messages';
import type { GalleryPhoto } from '../model/gallery';
import { GALLERY_SKELETONS } from '../model/profile';
import { EmptyNote } from './EmptyNote';
import { ImageOverlay } from './ImageOverlay';
import styles from './PublicProfile.module.css';

/** Skeleton heights, so the 8 placeholders already look like a masonry wall. */
const SKELETON_HEIGHTS = [180, 240, 210, 150, 230, 170, 200, 250];

/**
 * Masonry grid of the vendor's photos: 8 skeletons for the first second, then the thumbnails; a
 * photo opens full-screen, the only place the full image is downloaded.
 */
export function GalleryPanel({ images, waiting }: { images: readonly GalleryPhoto[]; waiting: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  if (waiting) {
    return (
      <div className={styles.masonry} aria-busy="true" aria-label={t('galleryLoading')} role="img">
        {SKELETON_HEIGHTS.slice(0, GALLERY_SKELETONS).map((height) => (
          <div key={height} className={styles.masonryItem} data-testid="gallery-skeleton">
            <Skeleton height={height} radius="var(--vd-radius-md)" />
          </div>
        ))}
      </div>
    );
  }
  if (count === 0) return <EmptyNote icon="image" text={t('galleryEmpty')} />;

  const close = () => {
    const index = open;
    setOpen(null);
    if (index !== null) openers.current[index]?.focus();
  };

  return (
    <>
      <ul className={styles.masonry}>
        {images.map((photo, i) => (
          <li key={photo.full} className={styles.masonryItem}>
            <button
              ref={(el) => {
                openers.current[i] = el;
              }}
              type="button"
              className={styles.photoButton}
              onClick={() => setOpen(i)}
              aria-label={t('openImage', { index: i + 1, count })}
              data-testid="gallery-photo"
            >
              <img src={photo.thumb} alt="" loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && images[open] && <ImageOverlay src={images[open].full} label={t('galleryImage', { index: open + 1, count })} onClose={close} />}
    </>
  );
}
