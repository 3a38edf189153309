import { isApiError } from '@vd/shared/api';
import type { CategoryNode, Id, NameValue } from '@vd/shared/session';
import type { CatalogProduct, CategoryRef } from '@vd/shared/catalog';

/** Attributes listed under Product Details: every one except Tag (any case), without blanks. */
export function detailAttributes(attributes: readonly NameValue[] | null | undefined): NameValue[] {
  return (attributes ?? []).filter((a) => a.name.trim().toLowerCase() !== 'tag' && a.value.trim() !== '');
}

/**
 * The breadcrumb's middle step: the sub-category passed from the card, else the product's
 * second-level category (or its leaf in a shallower tree).
 */
export function breadcrumbSubCategory(path: readonly CategoryRef[], passed?: Pick<CategoryNode, 'id' | 'name'> | null): { id: Id; name: string } | null {
  if (passed?.name) return { id: passed.id, name: passed.name };
  const node = path[1] ?? path[path.length - 1];
  return node ? { id: node.id, name: node.name } : null;
}

/** A product that does not exist: the API's 404, or an answer that is not a product. Any other failure is an error to retry. */
export function isProductNotFound(data: CatalogProduct | null | undefined, error: unknown): boolean {
  return (isApiError(error) && error.status === 404) || data === null;
}
