/**
 * The pricing screen's calls (spec section 7): GET vendor/products (one category's products,
 * available or not, every variant, with a concurrency token per variant), PUT vendor/products (a
 * shelf of price/availability changes, all or nothing) and GET vendor/products/categories (every
 * category where the vendor has products or sells in).
 */
import { Type, type Static } from 'typebox';
import { ErrorRef, errorResponses, Ref, UUID_PATTERN, vendorScoped } from './common.js';
import { ProductSchema, VariantSchema } from './catalog.js';
import { CategoryNodeSchema } from './vendor.js';

/** At most this many rows in one PUT vendor/products (a whole shelf of a real shop fits easily). */
export const MAX_PRICE_ROWS = 1000;
/** The largest price stored (numeric(10,2) holds more; this keeps a typo of extra digits out). */
export const MAX_PRICE = 9_999_999.99;

/** A variant as the pricing screen reads it: the store's variant plus its concurrency token. */
export const PricingVariantSchema = Type.Object({
  ...VariantSchema.properties,
  updatedAt: Type.String({
    description:
      'Concurrency token (the variant’s last change, UTC, microseconds). Send it back unchanged with PUT vendor/products; ' +
      'a save whose token no longer matches is refused with 409 PRICES_CHANGED.',
  }),
});
export type PricingVariant = Static<typeof PricingVariantSchema>;

/**
 * A product as the pricing screen reads it: the store's product shape (so the same normalisation
 * applies), every variant available or not, mrp and netPrice defaulting from each other.
 */
export const PricingProductSchema = Type.Object({
  ...ProductSchema.properties,
  productVariants: Type.Array(PricingVariantSchema, { description: 'Every variant, available or not' }),
});
export type PricingProduct = Static<typeof PricingProductSchema>;

/** A price: a non-negative finite number with at most 2 decimals (the 2-decimal rule is checked by the API). */
const Price = (description: string) => Type.Number({ minimum: 0, maximum: MAX_PRICE, description });

/** One row of PUT vendor/products (spec section 7) plus the optional concurrency token. */
export const PriceUpdateSchema = Type.Object({
  productId: Type.String({ pattern: UUID_PATTERN }),
  variantId: Type.String({ pattern: UUID_PATTERN, description: 'variantId, or id when variantId is null' }),
  mrp: Price('MRP in rupees, at most 2 decimals'),
  netPrice: Price('Selling price in rupees, at most 2 decimals, not above mrp'),
  unit: Type.Optional(Type.String({ maxLength: 40, description: 'Accepted for the spec’s payload; not changed by this call' })),
  available: Type.Boolean(),
  updatedAt: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'The variant’s updatedAt as GET vendor/products answered it: checked (409 PRICES_CHANGED when stale). ' +
        'Left out (the spec’s row shape), the row is saved last-write-wins.',
    }),
  ),
});
export type PriceUpdate = Static<typeof PriceUpdateSchema>;

export const PriceUpdateListSchema = Type.Array(PriceUpdateSchema, { minItems: 1, maxItems: MAX_PRICE_ROWS });
export type PriceUpdateList = Static<typeof PriceUpdateListSchema>;

export const PriceSaveResultSchema = Type.Object({
  savedProducts: Type.Integer({ description: 'Distinct products the rows named' }),
  savedVariants: Type.Integer({ description: 'Rows applied' }),
  products: Type.Array(PricingProductSchema, {
    description: 'The saved products as GET vendor/products now answers them (new tokens): the client’s new baseline',
  }),
});
export type PriceSaveResult = Static<typeof PriceSaveResultSchema>;

/** One row a 409 or 404 names. */
export const PriceRowRefSchema = Type.Object({ productId: Type.String(), variantId: Type.String() });
export type PriceRowRef = Static<typeof PriceRowRefSchema>;

export const listPricingProductsRoute = {
  tags: ['catalog'],
  summary: 'Pricing: the signed-in vendor’s products in a category (available or not), every variant with its concurrency token',
  description:
    'categoryId is normally a leaf; a higher category gives the products of every category below it (available or not). ' +
    'mrp and netPrice default from each other (a missing or 0 one takes the other). Unknown category → [].',
  ...vendorScoped,
  querystring: Type.Object({
    categoryId: Type.String({ pattern: UUID_PATTERN, description: 'The category (uuid); malformed → 400' }),
  }),
  response: { 200: Type.Array(PricingProductSchema), ...errorResponses },
};

export const savePricesRoute = {
  tags: ['catalog'],
  summary: 'Pricing: save a shelf of price and availability changes, all or nothing',
  description:
    `A non-empty list (at most ${MAX_PRICE_ROWS}) of {productId, variantId, mrp, netPrice, unit?, available, updatedAt?}: spec section 7's rows as they are, or with the concurrency token. ` +
    'Prices are non-negative numbers with at most 2 decimals, netPrice not above mrp; each variant at most once. ' +
    'Every row must name a variant of the signed-in vendor’s product (404 VARIANT_NOT_FOUND with `rows` otherwise, nothing saved). ' +
    'A row without updatedAt is saved whatever changed since (last write wins). ' +
    'A row whose updatedAt no longer matches the stored variant (someone saved it since it was loaded) → 409 PRICES_CHANGED with ' +
    '`conflicts: [{productId, variantId}]` and `products` (the conflicting products as they are now); nothing saved. ' +
    'Invalid rows → 400 naming the row (1-based), its productId and variantId, with `rows` listing every problem. ' +
    'Applied in one transaction; the answer carries the saved products with their new tokens. unit is not changed.',
  ...vendorScoped,
  body: PriceUpdateListSchema,
  response: {
    200: PriceSaveResultSchema,
    ...errorResponses,
    409: ErrorRef('PRICES_CHANGED: conflicts [{productId, variantId}], products (their current state)'),
  },
};

export const getPricingCategoriesRoute = {
  tags: ['catalog'],
  summary: 'Pricing: the category tree the pricing screen browses',
  description:
    'The vendor’s leaf categories (as GET category?scope=vendor) plus every category holding one of the vendor’s products, ' +
    'with their ancestors and available flags, three levels. Unlike the store, pricing keeps unavailable nodes: every product stays reachable.',
  ...vendorScoped,
  response: { 200: Type.Array(Ref(CategoryNodeSchema)), ...errorResponses },
};
