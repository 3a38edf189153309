import type { ReactNode } from 'react';
import { Skeleton, type SkeletonProps } from './Skeleton';
import { type RevealRows, useReveal } from './reveal';
import styles from './ProductGrid.module.css';

/**
 * 'rail': beside the store's sub-category column, 2 columns on a phone then as many 160 px columns
 * as fit, square pictures. 'wide': the pricing screen's full width, 2 to 6 columns by the width it
 * has, 4:3 pictures.
 */
export type ProductGridLayout = 'rail' | 'wide';

// Class names are read statically (styles.x), never by a computed key: the bundler then inlines them.
const gridClass = (layout: ProductGridLayout) => `${styles.grid} ${layout === 'rail' ? styles.rail : styles.wide}`;

export interface ProductGridProps<T extends { productId: string | number }> {
  /** The products, each a card keyed by its productId. */
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  layout: ProductGridLayout;
  /** The list's accessible name. */
  label?: string;
  /** The rows in view first, then more rows as the end of the grid comes near (reveal.ts); every card at once without it. */
  reveal?: RevealRows;
  /** With `reveal`: a new value (a new search, filter or sort) starts again from the first rows. */
  revealKey?: string;
}

/**
 * The product grid of the store and pricing screens: a list, one card per cell. While cards are
 * still to come, a sentinel cell spanning the last row marks the end of the grid for the reveal.
 */
export function ProductGrid<T extends { productId: string | number }>({ items, renderItem, layout, label, reveal, revealKey }: ProductGridProps<T>) {
  const { count, sentinelRef } = useReveal(items.length, reveal, revealKey);
  const more = count < items.length;
  return (
    <ul className={gridClass(layout)} aria-label={label}>
      {(more ? items.slice(0, count) : items).map((item, i) => (
        <li key={item.productId} className={styles.cell}>
          {renderItem(item, i)}
        </li>
      ))}
      {more ? <li ref={sentinelRef} className={styles.fullRow} aria-hidden="true" data-testid="reveal-more" /> : null}
    </ul>
  );
}

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
    <ul className={gridClass(layout)} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${styles.card} ${styles.skeletonCard}`} data-testid={cardTestId}>
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

/**
 * The product card's frame, from the same stylesheet: the card (with its layout's rules), its
 * picture, body and two-line name, and the badge on the picture (its colours come from the area).
 * Class names rather than a component: each card keeps its own markup.
 */
export const railCardClass = `${styles.card} ${styles.railCard}`;
export const wideCardClass = `${styles.card} ${styles.wideCard}`;
export const cardMediaClass = styles.media;
export const cardBodyClass = styles.body;
export const cardNameClass = styles.name;
export const cardBadgeClass = styles.badge;
