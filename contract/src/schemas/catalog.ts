/** The store catalogue: GET category, vendor/store/products, vendor/store/products/{productId}. */
import { Type, type Static } from 'typebox';
import { Component, errorResponses, NameValueSchema, Nullable, Ref, StringEnum, UUID_PATTERN, vendorScoped } from './common.js';
import { CategoryNodeSchema } from './vendor.js';

/** Spec section 3 "Variant" as the store reads it. */
export const VariantSchema = Component('StoreVariant', {
  id: Type.String(),
  variantId: Type.String({ description: 'Never null here: falls back to id' }),
  variant: Type.String({ description: 'Quantity number or label' }),
  unit: Type.String(),
  mrp: Type.Number(),
  netPrice: Type.Number(),
  available: Type.Boolean(),
});
export type Variant = Static<typeof VariantSchema>;

export const CategoryRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type CategoryRef = Static<typeof CategoryRefSchema>;

/** Spec section 3 "Product" as the store reads it. */
export const ProductSchema = Component('StoreProduct', {
  productId: Type.String(),
  productName: Type.String(),
  productImageUrls: Type.Array(Type.String(), { description: 'Absolute URLs; first is the main image' }),
  mrp: Type.Number({ description: 'Of the first available variant' }),
  netPrice: Type.Number({ description: 'Of the first available variant' }),
  description: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  productAttributes: Type.Array(NameValueSchema, { description: 'Names used: Tag, Author, Genre, Publisher, Language, Collection' }),
  productVariants: Type.Array(Ref(VariantSchema)),
  categoryId: Type.String({ description: 'The leaf category' }),
  categoryPath: Type.Array(CategoryRefSchema, { description: 'Top category first, the leaf last' }),
});
export type Product = Static<typeof ProductSchema>;

export const CATEGORY_SCOPES = ['all', 'vendor'] as const;

export const getCategoriesRoute = {
  tags: ['catalog'],
  summary: 'The category tree (three levels: category, sub-category, sub-sub-category)',
  description:
    'scope=all (default): every category with its available flag. scope=vendor: only the signed-in vendor’s leaf categories and their ancestors. ' +
    'The store uses available nodes only and reaches a leaf by following the first child.',
  ...vendorScoped,
  querystring: Type.Object({ scope: Type.Optional(StringEnum(CATEGORY_SCOPES, { default: 'all' })) }),
  response: { 200: Type.Array(Ref(CategoryNodeSchema)), ...errorResponses },
};

export const listStoreProductsRoute = {
  tags: ['catalog'],
  summary: 'The signed-in vendor’s products in a category and the available categories below it',
  ...vendorScoped,
  querystring: Type.Object({
    categoryId: Type.String({ pattern: UUID_PATTERN, description: 'Any level; unknown or unavailable → []' }),
  }),
  response: { 200: Type.Array(Ref(ProductSchema)), ...errorResponses },
};

export const getStoreProductRoute = {
  tags: ['catalog'],
  summary: 'One of the signed-in vendor’s products (deep links to /product/{productId})',
  ...vendorScoped,
  params: Type.Object({ productId: Type.String({ maxLength: 100 }) }),
  response: { 200: Ref(ProductSchema), ...errorResponses },
};
