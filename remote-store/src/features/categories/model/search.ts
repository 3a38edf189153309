import type { CategoryNode } from '@vd/shared/session';
import { subCategoriesOf } from '../../../lib/selection';

export interface CategoryGroup {
  category: CategoryNode;
  subCategories: CategoryNode[];
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Search across two category levels. Empty query → every category with all its sub-categories.
 * A query matching a category name keeps all its sub-categories; otherwise only the
 * sub-categories whose names match. Case, accents and extra spaces do not matter.
 */
export function searchCategories(tree: readonly CategoryNode[], query: string): CategoryGroup[] {
  const q = fold(query);
  const groups: CategoryGroup[] = [];
  for (const category of tree) {
    const subs = subCategoriesOf(category);
    if (!q || fold(category.name).includes(q)) {
      groups.push({ category, subCategories: subs });
      continue;
    }
    const matching = subs.filter((s) => fold(s.name).includes(q));
    if (matching.length > 0) groups.push({ category, subCategories: matching });
  }
  return groups;
}
