import type { AreaPrefetchContext } from '@vd/shared/contract';
import { pricingCategoriesQuery, pricingProductsQuery } from '../features/pricing/api/pricing';
import { firstSelection } from '../features/pricing/model/categories';

/**
 * The pricing area's first reads, started by the host before the area renders: the
 * tree the screen browses, then the products of the leaf it opens on (the first one, as
 * `PricingScreen` picks it) — the same queries, with the same keys. Its one screen is the first.
 */
export function prefetchPricing({ client }: AreaPrefetchContext): void {
  void client
    .fetchQuery(pricingCategoriesQuery())
    .then((tree) => {
      const selection = firstSelection(tree);
      return selection ? client.prefetchQuery(pricingProductsQuery(String(selection.leaf.id))) : undefined;
    })
    .catch(() => undefined);
}
