import { useState, type ImgHTMLAttributes } from 'react';
import styles from './ProductImage.module.css';

/** Shown when an image is missing or fails: a neutral shopping-bag mark (inline, no request). */
export const FALLBACK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f1f0ec"/><path d="M40 48h40l-4 40H44z" fill="none" stroke="#a8a29e" stroke-width="4" stroke-linejoin="round"/><path d="M50 48v-6a10 10 0 0 1 20 0v6" fill="none" stroke="#a8a29e" stroke-width="4"/></svg>',
  );

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Images above the fold load at once; the rest lazily. */
  eager?: boolean;
  /**
   * The screen's largest picture (its largest contentful paint): asked for before the page's other
   * pictures (`fetchpriority="high"`, the usual advice for the LCP image).
   */
  priority?: boolean;
}

/** An image with explicit size, lazy by default, that falls back to a placeholder on error. */
export function ProductImage({ src, alt, width, height, eager = false, priority = false, className, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : FALLBACK_IMAGE;
  return (
    <img
      {...rest}
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-fallback={url === FALLBACK_IMAGE ? '' : undefined}
      onError={() => src && setFailed(src)}
    />
  );
}
