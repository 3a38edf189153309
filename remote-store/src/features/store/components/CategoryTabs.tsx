import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CategoryNode } from '@vd/shared/session';
import { messages } from '../../../app/messages';
import styles from './StoreScreen.module.css';

export interface CategoryTabsProps {
  categories: readonly CategoryNode[];
  activeId: string;
  panelId: string;
  onSelect: (category: CategoryNode) => void;
}

/** The horizontal strip of top categories (icon and name). Arrow keys move between tabs. */
export function CategoryTabs({ categories, activeId, panelId, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the active tab in view (after a swipe or a restored selection).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM query must run again whenever the active tab changes
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab && typeof tab.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = categories.findIndex((c) => String(c.id) === activeId);
    let next = -1;
    if (event.key === 'ArrowRight') next = Math.min(categories.length - 1, i + 1);
    else if (event.key === 'ArrowLeft') next = Math.max(0, i - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = categories.length - 1;
    if (next < 0 || next === i) return;
    event.preventDefault();
    onSelect(categories[next]!);
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus());
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={messages.categoriesLabel} onKeyDown={onKeyDown}>
      {categories.map((c) => {
        const active = String(c.id) === activeId;
        return (
          <button
            key={String(c.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(c)}
          >
            <span className={styles.tabIcon} aria-hidden="true">
              {c.icon || c.name.slice(0, 1)}
            </span>
            <span className={styles.tabName}>{c.name}</span>
          </button>
        );
      })}
    </div>
  );
}
