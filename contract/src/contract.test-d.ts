/**
 * Type-level checks of the contract, compiled by `tsc` (pnpm -r typecheck), never run. Each line fails
 * the typecheck when the schemas and the rules stop agreeing, or when a shape the apps rely on changes.
 * See docs/decisions/0016-one-api-contract.md for the mismatch experiment.
 */
import type { Static } from 'typebox';
import type {
  CategoryNode,
  LiveOrders,
  Order,
  OrderDetail,
  OrderItem,
  OrderStatus,
  OrderStatusSchema,
  PriceUpdate,
  PricingProduct,
  PricingVariant,
  Product,
  StatusChangeRequest,
  StatusChangeRequestSchema,
  Variant,
  Vendor,
} from './index.js';
import type {
  CatalogProductShape,
  CatalogVariant,
  ORDER_ACTIONS,
  OrderAction,
  OrderAttributeName,
  PricingVariantShape as RulesPricingVariant,
} from './rules/index.js';

/** True only when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

// The status the API validates and answers is the rules' OrderStatus, and nothing else.
export type StatusSchemaIsTheRules = Assert<Equal<Static<typeof OrderStatusSchema>, OrderStatus>>;
export type OrderStatusField = Assert<Equal<Order['status'], OrderStatus>>;
export type DetailStatusField = Assert<Equal<OrderDetail['status'], OrderStatus>>;
export type StatusChangeTargets = Assert<Equal<StatusChangeRequest['status'], OrderStatus | 'Delivered'>>;
export type StatusChangeIsTheSchema = Assert<Equal<Static<typeof StatusChangeRequestSchema>, StatusChangeRequest>>;

// Every status but Pending is reached by an action; every action stamps a known attribute.
export type ActionsReachEveryStatus = Assert<Equal<(typeof ORDER_ACTIONS)[OrderAction]['to'], Exclude<OrderStatus, 'Pending'>>>;
export type ActionsStampAttributes = Assert<(typeof ORDER_ACTIONS)[OrderAction]['stamp'] extends OrderAttributeName ? true : false>;

// The shapes the screens read. A renamed or retyped field fails here as well as at its readers.
export type OrderShape = Assert<
  Equal<
    keyof Order,
    'orderId' | 'status' | 'orderDate' | 'total' | 'customerName' | 'customerPhone' | 'deliveryAddress' | 'note' | 'products' | 'attributeModels' | 'version'
  >
>;
export type DetailAddsItems = Assert<Equal<Exclude<keyof OrderDetail, keyof Order>, 'items'>>;
export type OrderLines = Assert<Equal<Order['products'][number], OrderItem>>;
export type OrderItemShape = Assert<
  Equal<
    OrderItem,
    {
      productId: string | null;
      variantId: string | null;
      productName: string;
      productImageUrls: string[];
      variant: string;
      unit: string;
      mrp: number;
      netPrice: number;
      quantity: number;
    }
  >
>;
export type LiveShape = Assert<Equal<keyof LiveOrders, 'pendingCount' | 'revision' | 'newest'>>;
export type VendorCategories = Assert<Equal<Vendor['vendorCategories'][number], CategoryNode>>;
export type CategoryTreeRecurses = Assert<Equal<CategoryNode['subCategories'][number], CategoryNode>>;
export type ProductVariants = Assert<Equal<Product['productVariants'][number], Variant>>;
export type VariantShape = Assert<Equal<keyof Variant, 'id' | 'variantId' | 'variant' | 'unit' | 'mrp' | 'netPrice' | 'available'>>;

// Pricing (decision 0024): the store's shapes plus a concurrency token per variant; a save row is the spec's plus that token.
export type PricingVariantShape = Assert<Equal<keyof PricingVariant, keyof Variant | 'updatedAt'>>;
export type PricingProductShape = Assert<Equal<keyof PricingProduct, keyof Product>>;
export type PricingProductVariants = Assert<Equal<PricingProduct['productVariants'][number], PricingVariant>>;
export type PriceUpdateShape = Assert<Equal<keyof PriceUpdate, 'productId' | 'variantId' | 'mrp' | 'netPrice' | 'unit' | 'available' | 'updatedAt'>>;

// The catalogue normalisation (rules/catalog.ts, no TypeBox) produces exactly the schemas' shapes.
export type CatalogVariantIsStoreVariant = Assert<Equal<CatalogVariant, Variant>>;
export type CatalogProductIsStoreProduct = Assert<Equal<CatalogProductShape, Product>>;
export type PricingVariantWithToken = Assert<Equal<Required<RulesPricingVariant>, PricingVariant>>;
