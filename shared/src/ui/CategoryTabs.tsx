import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CategoryNode } from '../session';
import { Skeleton } from './Skeleton';
import styles from './CategoryTabs.module.css';

export interface CategoryTabsProps {
  categories: readonly CategoryNode[];
  activeId: string;
  /** The id of the panel the tabs control (the product grid). */
  panelId: string;
  /** The strip's accessible name, in the page's language. */
  label: string;
  onSelect: (category: CategoryNode) => void;
}

/** The next tab for a key: ←/→ one step (no wrap-around), Home/End the ends; -1 for any other key. */
export function tabIndexForKey(key: string, current: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowRight') return Math.min(count - 1, current + 1);
  if (key === 'ArrowLeft') return Math.max(0, current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}

/**
 * How to bring the active tab into view when it changes, or null to leave the strip as it is. On the
 * first render the strip is at its start, so the first tab is in view already (the store's and
 * pricing's usual first screen): nothing to do, and no layout is asked for. A tab further along
 * (a restored selection) is shown at once; a change afterwards (a tap, a swipe, a key) scrolls smoothly.
 */
export function revealBehavior(initial: boolean, index: number): ScrollBehavior | null {
  if (index < 0) return null;
  if (initial) return index === 0 ? null : 'auto';
  return 'smooth';
}

/**
 * The horizontal strip of top categories (icon and name) of the store and pricing screens: a
 * tablist, arrow keys and Home/End move between tabs, the active tab is kept in view.
 */
export function CategoryTabs({ categories, activeId, panelId, label, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the active tab in view (after a swipe or a restored selection), in the next frame: asking
  // where a tab is inside React's commit would lay the whole page out in the middle of its task.
  const firstRun = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM query must run again whenever the active tab changes
  useEffect(() => {
    const initial = firstRun.current;
    firstRun.current = false;
    const index = categories.findIndex((c) => String(c.id) === activeId);
    const behavior = revealBehavior(initial, index);
    if (!behavior) return;
    const frame = requestAnimationFrame(() => {
      const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (tab && typeof tab.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'center', behavior });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = categories.findIndex((c) => String(c.id) === activeId);
    const next = tabIndexForKey(event.key, i, categories.length);
    const target = categories[next];
    if (!target || next === i) return;
    event.preventDefault();
    onSelect(target);
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus());
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {categories.map((c) => {
        const id = String(c.id);
        const active = id === activeId;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(c)}
          >
            <span className={c.icon ? styles.tabIcon : `${styles.tabIcon} ${styles.tabInitial}`} aria-hidden="true">
              {c.icon || c.name.slice(0, 1)}
            </span>
            <span className={styles.tabName}>{c.name}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The tab strip's placeholder while the categories load: five grey tabs. */
export function CategoryTabsSkeleton() {
  return (
    <div className={styles.tabs} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} width={76} height={56} radius="var(--vd-radius-md)" />
      ))}
    </div>
  );
}
