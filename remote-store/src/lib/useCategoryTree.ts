import { useMemo, useRef } from 'react';
import { useVendor, type CategoryNode } from '@vd/shared/session';
import { categoryTreeOf, keepCategoryTree } from '@vd/shared/catalog';
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
  // The answer usually equals the record's copy: the same tree then, so nothing renders again when
  // it arrives. The ref only ever holds the last tree this hook returned.
  const kept = useRef<CategoryNode[] | undefined>(undefined);
  const tree = useMemo(() => {
    const next = keepCategoryTree(kept.current, categoryTreeOf(data, vendor));
    kept.current = next;
    return next;
  }, [data, vendor]);
  return { data: tree, error, refetch };
}
