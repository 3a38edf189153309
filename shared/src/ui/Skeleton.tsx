import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** Border radius; default the small token. Use '50%' for avatars. */
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A decorative loading placeholder (aria-hidden). Mark the container that holds skeletons with
 * `aria-busy="true"` and give it an accessible name.
 */
export function Skeleton({ width = '100%', height = 16, radius = 'var(--vd-radius-sm, 6px)', className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}
