import type { CategoryNode } from '@vd/shared/session';
import { t } from '../messages';
import { categoryGroupsOf } from '../model/profile';
import { EmptyNote } from './EmptyNote';
import styles from './PublicProfile.module.css';

/** The vendor's categories: one card per top-level category with its leaf categories as chips. */
export function CategoriesPanel({ tree }: { tree: readonly CategoryNode[] }) {
  const groups = categoryGroupsOf(tree);
  if (groups.length === 0) return <EmptyNote icon="grid" text={t('noCategories')} />;
  return (
    <ul className={styles.categoryGrid}>
      {groups.map((group) => (
        <li key={group.id} className={styles.card} data-testid="category-group">
          <h2 className={styles.categoryTitle}>
            {group.icon && (
              <span className={styles.categoryIcon} aria-hidden="true">
                {group.icon}
              </span>
            )}
            {group.name}
          </h2>
          <ul className={styles.chips}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.chip}>
                {item.name}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
