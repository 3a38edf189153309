import type { CategoryNode } from '@vd/shared/session';
import { messages } from '../../../app/messages';
import { ProductImage } from '../../../ui/ProductImage';
import styles from './StoreScreen.module.css';

export interface SubCategoryListProps {
  subCategories: readonly CategoryNode[];
  activeId: string;
  onSelect: (sub: CategoryNode) => void;
}

/** The left column of sub-category buttons. */
export function SubCategoryList({ subCategories, activeId, onSelect }: SubCategoryListProps) {
  return (
    <nav className={styles.rail} aria-label={messages.subCategoriesLabel}>
      <ul className={styles.railList}>
        {subCategories.map((s) => {
          const active = String(s.id) === activeId;
          return (
            <li key={String(s.id)}>
              <button type="button" className={styles.sub} aria-pressed={active} onClick={() => onSelect(s)} data-testid="sub-category">
                <span className={styles.subImage}>
                  <ProductImage src={s.imageUrl} alt="" width={48} height={48} eager />
                </span>
                <span className={styles.subName}>{s.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
