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

/** The query as search compares it: trimmed, lower case. */
export const searchQuery = (query: string): string => query.trim().toLocaleLowerCase('en-IN');

/**
 * Each product's name in lower case, kept per product object: the shelf's products stay the same
 * objects from one keystroke to the next (an edit makes a new one), and a locale-aware lower case of
 * 500 names on every keystroke would be the largest piece of the keystroke's script on a slow
 * phone.
 */
const nameKeys = new WeakMap<object, string>();
function nameKey(product: Pick<PricingProduct, 'productName'>): string {
  let key = nameKeys.get(product);
  if (key === undefined) {
    key = product.productName.toLocaleLowerCase('en-IN');
    nameKeys.set(product, key);
  }
  return key;
}

/**
 * Reads the names of `products` as search compares them, ahead of the vendor's first keystroke: the
 * screen calls it once the page is idle, so the first key does not pay for 500 lower cases (the
 * first keystroke's search would otherwise take twice the next ones').
 */
export function warmSearch(products: readonly Pick<PricingProduct, 'productName'>[]): void {
  for (const product of products) nameKey(product);
}

/** Case-insensitive substring of the name; a blank query matches everything. */
export function matchesSearch(product: Pick<PricingProduct, 'productName'>, query: string): boolean {
  const q = searchQuery(query);
  return q === '' || nameKey(product).includes(q);
}

export interface ViewOptions {
  query: string;
  filters: SelectedFilters;
  sort: SortOption;
}

/**
 * The products of an already sorted list that the search and the filters keep, in its order (the
 * same list when nothing narrows it). The screen sorts once per shelf and sort option, and filters on
 * each keystroke: filtering keeps the order, so this equals sorting the filtered list.
 */
export function filterProducts<P extends PricingProduct>(sorted: P[], view: Pick<ViewOptions, 'query' | 'filters'>): P[] {
  const q = searchQuery(view.query);
  if (q === '' && !isNarrowed({ query: '', filters: view.filters })) return sorted;
  return sorted.filter((p) => (q === '' || nameKey(p).includes(q)) && matchesFilters(p, view.filters));
}

/** What the grid shows: searched, filtered, sorted. */
export function visibleProducts<P extends PricingProduct>(products: readonly P[], view: ViewOptions): P[] {
  return filterProducts(sortProducts(products, view.sort), view);
}

/** Whether the empty state should explain search/filters (versus an empty category). */
export const isNarrowed = (view: Pick<ViewOptions, 'query' | 'filters'>): boolean =>
  view.query.trim() !== '' || Object.values(view.filters).some((v) => (v?.length ?? 0) > 0);
