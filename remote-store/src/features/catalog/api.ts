import { apiClient, serviceUrl, type CategoryNode, type Id } from '@vd/shared';
import { normalizeCategoryTree, normalizeProduct, normalizeProducts, type CatalogProduct } from '@vd/shared/catalog';

/** The catalogue calls of spec section 7 (plus a product by id for deep links), normalised. */
export const catalogApi = {
  /** GET category?scope=vendor: the vendor's categories (three levels). */
  async categories(signal?: AbortSignal): Promise<CategoryNode[]> {
    const { data } = await apiClient.get<unknown>(serviceUrl('product', 'category'), { params: { scope: 'vendor' }, signal });
    return normalizeCategoryTree(data);
  },

  /** GET vendor/store/products?categoryId=: the vendor's products in a category (and below it). */
  async products(categoryId: Id, signal?: AbortSignal): Promise<CatalogProduct[]> {
    const { data } = await apiClient.get<unknown>(serviceUrl('product', 'vendor/store/products'), { params: { categoryId }, signal });
    return normalizeProducts(data);
  },

  /** GET vendor/store/products/{productId}; rejects with ApiError 404 when the product does not exist. */
  async product(productId: string, signal?: AbortSignal): Promise<CatalogProduct | null> {
    const { data } = await apiClient.get<unknown>(serviceUrl('product', `vendor/store/products/${encodeURIComponent(productId)}`), { signal });
    return normalizeProduct(data);
  },
};
