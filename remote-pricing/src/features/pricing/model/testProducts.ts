/** Test data for the pricing model's tests. */
import type { PricingProduct, PricingVariant } from './normalize';

export function variant(id: string, over: Partial<PricingVariant> = {}): PricingVariant {
  return { id, variantId: id, variant: '1', unit: 'kg', mrp: 50, netPrice: 45, available: true, ...over };
}

export function product(id: string, name: string, variants: PricingVariant[], attributes: { name: string; value: string }[] = []): PricingProduct {
  return {
    productId: id,
    productName: name,
    productImageUrls: [],
    mrp: variants[0]?.mrp ?? 0,
    netPrice: variants[0]?.netPrice ?? 0,
    description: null,
    brand: null,
    productAttributes: attributes,
    productVariants: variants,
    categoryId: 'leaf',
    categoryPath: [],
  };
}
