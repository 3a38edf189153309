import { useQuery } from '@vd/shared/data';
import { storeProductsQuery } from '../../../lib/data/catalog';

/**
 * The products of one sub-category (GET vendor/store/products). A sub-category seen in the last
 * 5 minutes shows at once; a pricing save anywhere on the page makes it read again.
 */
export function useStoreProducts(categoryId: string | null) {
  return useQuery({ ...storeProductsQuery(categoryId ?? ''), enabled: categoryId !== null });
}
