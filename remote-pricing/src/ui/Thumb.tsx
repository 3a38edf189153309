import { useState } from 'react';
import styles from './Thumb.module.css';

/**
 * A product picture for pricing cards: fixed box (no layout shift), lazy, and a plain tinted box
 * with the product's first letter when there is no image or it fails.
 */
export function Thumb({ src, name }: { src: string | null | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && failedSrc !== src ? src : null;
  return (
    <span className={styles.thumb}>
      {usable ? (
        <img src={usable} alt="" width={160} height={120} loading="lazy" decoding="async" onError={() => setFailedSrc(usable)} />
      ) : (
        <span className={styles.letter} aria-hidden="true">
          {name.trim().slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}
