import { useMemo } from 'react';
import { useVendor, type CategoryNode } from '@vd/shared/session';
import { categoryTreeOf } from '@vd/shared/catalog';
import { useQuery, type QueryView } from '@vd/shared/data';
import { vendorCategoriesQuery } from './data/catalog';

/**
 * The vendor's available categories (GET category?scope=vendor through the data layer), shared
 * within the app by the store and the category browser. The vendor record (already loaded by the
 * shell) carries the same tree, so it is used until the answer arrives: the first products
 * request need not wait for GET category.
 */
export function useCategoryTree(): QueryView<CategoryNode[]> {
  const vendor = useVendor();
  const { data, error, refetch } = useQuery(vendorCategoriesQuery());
  const tree = useMemo(() => categoryTreeOf(data, vendor), [data, vendor]);
  return { data: tree, error, refetch };
}
