/**
 * Sort and search (spec section 9): sort options default (available first, then by name),
 * name-asc, name-desc; search is a case-insensitive substring match on the product name.
 */
import { hasAvailableVariant } from '@vd/shared/catalog';
import { type SelectedFilters, matchesFilters } from './filters';
import type { PricingProduct } from './normalize';

export const SORT_OPTIONS = ['default', 'name-asc', 'name-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'default';

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const byName = (a: PricingProduct, b: PricingProduct) => collator.compare(a.productName, b.productName);

/** A new sorted list (the input is left alone). "Available" = at least one available variant. */
export function sortProducts<P extends PricingProduct>(products: readonly P[], option: SortOption): P[] {
  const list = [...products];
  switch (option) {
    case 'name-asc':
      return list.sort(byName);
    case 'name-desc':
      return list.sort((a, b) => byName(b, a));
    default:
      return list.sort((a, b) => Number(hasAvailableVariant(b)) - Number(hasAvailableVariant(a)) || byName(a, b));
  }
}

/** Case-insensitive substring of the name; a blank query matches everything. */
export function matchesSearch(product: Pick<PricingProduct, 'productName'>, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('en-IN');
  return q === '' || product.productName.toLocaleLowerCase('en-IN').includes(q);
}

export interface ViewOptions {
  query: string;
  filters: SelectedFilters;
  sort: SortOption;
}

/** What the grid shows: searched, filtered, sorted. */
export function visibleProducts<P extends PricingProduct>(products: readonly P[], view: ViewOptions): P[] {
  return sortProducts(
    products.filter((p) => matchesSearch(p, view.query) && matchesFilters(p, view.filters)),
    view.sort,
  );
}

/** Whether the empty state should explain search/filters (versus an empty category). */
export const isNarrowed = (view: Pick<ViewOptions, 'query' | 'filters'>): boolean =>
  view.query.trim() !== '' || Object.values(view.filters).some((v) => (v?.length ?? 0) > 0);
