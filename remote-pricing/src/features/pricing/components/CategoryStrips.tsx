import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CategoryNode } from '@vd/shared/session';
import { messages } from '../../../app/messages';
import styles from './PricingScreen.module.css';

export interface CategoryStripsProps {
  /** Top categories, then the selected top's sub-categories, then the selected sub-category's children. */
  strips: CategoryNode[][];
  /** The selected id in each strip. */
  selected: string[];
  panelId: string;
  onSelect: (nodeId: string) => void;
}

/** The nested strips' names in the page's language (read at render time): sub-categories, then their children. */
const subStripLabel = (level: number): string => (level === 0 ? messages.subCategoriesLabel : messages.subSubCategoriesLabel);

/** The top category tab strip (icon and name; ←/→) and up to two nested sub-category strips. */
export function CategoryStrips({ strips, selected, panelId, onSelect }: CategoryStripsProps) {
  const [top = [], ...subs] = strips;
  return (
    <div className={styles.strips}>
      <TopTabs categories={top} activeId={selected[0] ?? ''} panelId={panelId} onSelect={onSelect} />
      {subs.map((nodes, i) => (
        <nav key={i === 0 ? 'sub' : 'subsub'} className={[styles.chips, i === 1 ? styles.chipsNested : ''].join(' ')} aria-label={subStripLabel(i)}>
          {nodes.map((node) => {
            const id = String(node.id);
            return (
              <button key={id} type="button" className={styles.chip} aria-pressed={selected[i + 1] === id} onClick={() => onSelect(id)}>
                {node.name}
              </button>
            );
          })}
        </nav>
      ))}
    </div>
  );
}

function TopTabs({
  categories,
  activeId,
  panelId,
  onSelect,
}: {
  categories: CategoryNode[];
  activeId: string;
  panelId: string;
  onSelect: (id: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab is looked up in the DOM again whenever it changes
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab && typeof tab.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = categories.findIndex((c) => String(c.id) === activeId);
    const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : -1;
    const target = categories[next];
    if (!target || next === i) return;
    event.preventDefault();
    onSelect(String(target.id));
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus());
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={messages.categoriesLabel} onKeyDown={onKeyDown}>
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
            onClick={() => onSelect(id)}
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
