import type { CatalogProduct } from '@vd/shared/catalog';
import { storeProductQuery } from '../../../lib/data/catalog';
import { useQuery, type QueryView } from '@vd/shared/data';
import { isProductNotFound } from '../model/detail';

export interface ProductRead extends QueryView<CatalogProduct> {
  notFound: boolean;
}

/**
 * /product/{productId}: always fetched on opening (reload and deep links work); the tapped card's
 * copy (`passed`) shows meanwhile, and also when the fetch fails for another reason than 404.
 */
export function useProduct(productId: string, passed: CatalogProduct | undefined): ProductRead {
  const { data, error, refetch } = useQuery(storeProductQuery(productId));
  const notFound = isProductNotFound(data, error);
  return { data: notFound ? undefined : (data ?? passed), error, notFound, refetch };
}
