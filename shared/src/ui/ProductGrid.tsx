import type { HTMLAttributes, ReactNode } from 'react';
import { Skeleton, type SkeletonProps } from './Skeleton';
import styles from './ProductGrid.module.css';

/**
 * 'rail': beside the store's sub-category column, 2 columns on a phone then as many 160 px columns
 * as fit, square pictures. 'wide': the pricing screen's full width, 2 to 6 columns by the width it
 * has, 4:3 pictures.
 */
export type ProductGridLayout = 'rail' | 'wide';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface ProductGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  layout: ProductGridLayout;
  /** The list's accessible name. */
  label?: string;
  /** After the last card (e.g. the sentinel that reveals more). */
  after?: ReactNode;
}

/** The product grid of the store and pricing screens: a list, one card per cell. */
export function ProductGrid<T>({ items, itemKey, renderItem, layout, label, after }: ProductGridProps<T>) {
  return (
    <ul className={cx(styles.grid, styles[layout])} aria-label={label}>
      {items.map((item, i) => (
        <li key={itemKey(item)} className={styles.cell}>
          {renderItem(item, i)}
        </li>
      ))}
      {after}
    </ul>
  );
}

/** A grid cell that spans the whole row (a sentinel, a note). */
export const productGridRowClass = styles.fullRow;

export interface ProductGridSkeletonProps {
  count: number;
  layout: ProductGridLayout;
  /** data-testid of the list and of each placeholder card. */
  testId: string;
  cardTestId: string;
  /** The grey text lines under the picture. */
  lines: readonly Pick<SkeletonProps, 'width' | 'height'>[];
}

/** The grid's placeholder while products load: `count` grey cards. */
export function ProductGridSkeleton({ count, layout, testId, cardTestId, lines }: ProductGridSkeletonProps) {
  return (
    <ul className={cx(styles.grid, styles[layout])} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cx(styles.card, styles.skeletonCard)} data-testid={cardTestId}>
          <Skeleton height="auto" radius={layout === 'rail' ? 'var(--vd-radius-md) var(--vd-radius-md) 0 0' : '0'} className={styles.skeletonImage} />
          <span className={styles.skeletonLines}>
            {lines.map((line, n) => (
              <Skeleton key={n} height={line.height} width={line.width} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface ProductCardFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  layout: ProductGridLayout;
  /** The picture and what lies on it (a badge: `productCardBadgeClass`). */
  media: ReactNode;
  /** The product's name (a link or a button that opens the product). */
  title: ReactNode;
  titleId?: string;
  children: ReactNode;
}

/** The frame of a product card on the grid: picture, two-line name, then what the screen shows. */
export function ProductCardFrame({ layout, media, title, titleId, children, className, ...rest }: ProductCardFrameProps) {
  return (
    <article className={cx(styles.card, styles[`${layout}Card`], className)} {...rest}>
      <div className={styles.media}>{media}</div>
      <div className={styles.body}>
        <h3 className={styles.name} id={titleId}>
          {title}
        </h3>
        {children}
      </div>
    </article>
  );
}

/** The small label at the top left of a card's picture (its colours come from the area). */
export const productCardBadgeClass = styles.badge;
