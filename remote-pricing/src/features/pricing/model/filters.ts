/**
 * The filter drawer (spec section 9): groups tags, authors, genres, publishers, languages,
 * collections built from the products' attributes Tag, Author, Genre, Publisher, Language,
 * Collection; values sorted alphabetically; an item matches a group when any selected value is
 * among its values; groups combine with AND.
 */
import type { PricingProduct } from './normalize';

export const FILTER_GROUPS = [
  { key: 'tags', attribute: 'Tag' },
  { key: 'authors', attribute: 'Author' },
  { key: 'genres', attribute: 'Genre' },
  { key: 'publishers', attribute: 'Publisher' },
  { key: 'languages', attribute: 'Language' },
  { key: 'collections', attribute: 'Collection' },
] as const;

export type FilterGroupKey = (typeof FILTER_GROUPS)[number]['key'];

export interface FilterGroup {
  key: FilterGroupKey;
  /** The product attribute name it is built from. */
  attribute: string;
  /** Distinct values, sorted alphabetically. */
  values: string[];
}

export type SelectedFilters = Readonly<Partial<Record<FilterGroupKey, readonly string[]>>>;

export const NO_FILTERS: SelectedFilters = Object.freeze({});

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** A product's values of one attribute (names compared without case; blank values ignored). */
export function attributeValues(product: Pick<PricingProduct, 'productAttributes'>, attribute: string): string[] {
  const name = attribute.toLowerCase();
  return (product.productAttributes ?? []).flatMap((a) => {
    const value = (a.value ?? '').trim();
    return (a.name ?? '').trim().toLowerCase() === name && value !== '' ? [value] : [];
  });
}

/** The groups that have values in these products, in the spec's order; none for no products. */
export function buildFilterGroups(products: readonly PricingProduct[]): FilterGroup[] {
  return FILTER_GROUPS.flatMap(({ key, attribute }) => {
    const values = [...new Set(products.flatMap((p) => attributeValues(p, attribute)))].sort(collator.compare);
    return values.length > 0 ? [{ key, attribute, values }] : [];
  });
}

/** Any selected value among the product's values, in every group with a selection. */
export function matchesFilters(product: PricingProduct, selected: SelectedFilters): boolean {
  return FILTER_GROUPS.every(({ key, attribute }) => {
    const chosen = selected[key];
    if (!chosen || chosen.length === 0) return true;
    const values = attributeValues(product, attribute);
    return chosen.some((c) => values.includes(c));
  });
}

export function toggleFilterValue(selected: SelectedFilters, key: FilterGroupKey, value: string): SelectedFilters {
  const current = selected[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [key]: _old, ...rest } = selected;
  return next.length > 0 ? { ...rest, [key]: next } : rest;
}

export function activeFilterCount(selected: SelectedFilters): number {
  return Object.values(selected).reduce((n, values) => n + (values?.length ?? 0), 0);
}

export const hasActiveFilters = (selected: SelectedFilters): boolean => activeFilterCount(selected) > 0;
