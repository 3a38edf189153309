import type { CategoryNode } from '@vd/shared/session';
import { CategoryTabs } from '@vd/shared/ui';
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

/** The top category tab strip (the store's, '@vd/shared/ui') and up to two nested sub-category strips. */
export function CategoryStrips({ strips, selected, panelId, onSelect }: CategoryStripsProps) {
  const [top = [], ...subs] = strips;
  return (
    <div className={styles.strips}>
      <CategoryTabs categories={top} activeId={selected[0] ?? ''} panelId={panelId} label={messages.categoriesLabel} onSelect={(c) => onSelect(String(c.id))} />
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
