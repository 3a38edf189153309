import { pricingCategoriesQuery } from '../api/pricing';
import { useQuery } from '@vd/shared/data';

/** The tree the pricing screen browses (GET vendor/products/categories): unavailable nodes kept. */
export function usePricingCategories() {
  return useQuery(pricingCategoriesQuery());
}
