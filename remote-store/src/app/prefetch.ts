import type { AreaPrefetchContext } from '@vd/shared/contract';
import { resolveScreen } from '@vd/shared/router';
import { getVendor } from '@vd/shared/session';
import { categoryTreeOf, openingSelection, readStoredSelection } from '@vd/shared/catalog';
import { storeProductsQuery, vendorCategoriesQuery } from '../lib/data/catalog';
import { SCREENS } from './StoreArea';

/**
 * The store area's first reads, started by the host before the area renders: on
 * `/store`, the vendor's categories and the products of the sub-category the screen will open — the
 * one `StoreScreen` picks (a `?category=` link, else the one stored for the tab, else the first), from
 * the tree the vendor's record carries, as `useCategoryTree` does until the categories answer. The
 * same queries, with the same keys; other screens read on their own.
 */
export function prefetchStore({ client, pathname, search }: AreaPrefetchContext): void {
  if (resolveScreen(pathname, SCREENS)?.key !== 'store') return;
  const categories = client.fetchQuery(vendorCategoriesQuery());
  categories.catch(() => undefined);
  const fromRecord = categoryTreeOf(undefined, getVendor());
  void (fromRecord ? Promise.resolve(fromRecord) : categories.then((answer) => categoryTreeOf(answer, null) ?? []))
    .then((tree) => {
      const selection = openingSelection(tree, new URLSearchParams(search).get('category'), readStoredSelection());
      return selection ? client.prefetchQuery(storeProductsQuery(String(selection.subCategory.id))) : undefined;
    })
    .catch(() => undefined);
}
