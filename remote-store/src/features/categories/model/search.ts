import type { CategoryNode } from '@vd/shared/session';
import { searchGroups } from '@vd/shared/catalog';
import { subCategoriesOf } from '@vd/shared/catalog';

export interface CategoryGroup {
  category: CategoryNode;
  subCategories: CategoryNode[];
}

/**
 * Search across two category levels. Empty query → every category with all its sub-categories.
 * A query matching a category name keeps all its sub-categories; otherwise only the
 * sub-categories whose names match. Case, accents and extra spaces do not matter.
 */
export function searchCategories(tree: readonly CategoryNode[], query: string): CategoryGroup[] {
  const groups = tree.map((category) => ({ category, subCategories: subCategoriesOf(category) }));
  return searchGroups(groups, query, {
    name: (g) => g.category.name,
    items: (g) => g.subCategories,
    itemText: (s) => [s.name],
    withItems: (g, subCategories) => ({ ...g, subCategories }),
  });
}
