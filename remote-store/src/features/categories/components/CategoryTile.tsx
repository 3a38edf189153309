import { memo, useState } from 'react';
import type { CategoryNode } from '@vd/shared/session';
import styles from './CategoryBrowser.module.css';

/** A sub-category tile: image from the category's image path, a placeholder when it fails. */
export const CategoryTile = memo(function CategoryTile({ node, fallbackMark, onOpen }: { node: CategoryNode; fallbackMark: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  const src = node.imageUrl;
  return (
    <button type="button" className={styles.tile} onClick={onOpen} data-testid="category-tile">
      {src && !failed ? (
        <img className={styles.tileImage} src={src} alt="" width={96} height={96} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.tilePlaceholder} aria-hidden="true" data-testid="tile-placeholder">
          {fallbackMark || node.name.slice(0, 1)}
        </span>
      )}
      <span className={styles.tileName}>{node.name}</span>
    </button>
  );
});
