import type { CategoryNode, Id, NameValue } from '@vd/shared';
import type { CategoryRef } from '@vd/shared/catalog';

/** Attributes listed under Product Details: every one except Tag (any case), without blanks. */
export function detailAttributes(attributes: readonly NameValue[] | null | undefined): NameValue[] {
  return (attributes ?? []).filter((a) => a.name.trim().toLowerCase() !== 'tag' && a.value.trim() !== '');
}

/**
 * The breadcrumb's middle step: the sub-category passed from the card, else the product's
 * second-level category (or its leaf in a shallower tree).
 */
export function breadcrumbSubCategory(path: readonly CategoryRef[], passed?: Pick<CategoryNode, 'id' | 'name'> | null): { id: Id; name: string } | null {
  if (passed && passed.name) return { id: passed.id, name: passed.name };
  const node = path[1] ?? path[path.length - 1];
  return node ? { id: node.id, name: node.name } : null;
}
