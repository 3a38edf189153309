/**
 * The API contract: request and response shapes as TypeBox
 * schemas, and the rules both sides apply, written once.
 *
 * - The API registers the schemas as route schemas with Fastify's TypeBox type provider, so handlers
 *   get their types from them, and @fastify/swagger documents them (/openapi.json).
 * - The apps take the types with `import type` (no bytes in the browser) and the rules from
 *   '@vd/contract/rules' (no TypeBox at run time).
 *
 * Relative imports carry `.js` so the files compile under the API's NodeNext settings and the apps'
 * Bundler settings alike.
 */
export * from './rules/index.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/vendor.js';
export * from './schemas/orders.js';
export * from './schemas/catalog.js';
export * from './schemas/pricing.js';
export * from './schemas/health.js';
export * from './schemas/business.js';
export * from './schemas/profile.js';
export * from './schemas/hours.js';
export * from './schemas/staff.js';

import { ErrorResponseSchema } from './schemas/common.js';
import { OrderDetailSchema, OrderItemSchema, OrderSchema } from './schemas/orders.js';
import { AddressSchema, CategoryNodeSchema, VendorRecordSchema } from './schemas/vendor.js';
import { HolidaySchema } from './schemas/hours.js';
import { ProductSchema, VariantSchema } from './schemas/catalog.js';

/**
 * The named component schemas routes refer to with Ref(): the API registers each once
 * (app.addSchema), the OpenAPI document lists them under components.schemas. A component must come
 * after the ones it refers to.
 */
export const COMPONENT_SCHEMAS = [
  ErrorResponseSchema,
  CategoryNodeSchema,
  AddressSchema,
  HolidaySchema,
  VendorRecordSchema,
  OrderItemSchema,
  OrderSchema,
  OrderDetailSchema,
  VariantSchema,
  ProductSchema,
] as const;
export { ROUTE_SCHEMAS, type RouteSchemas } from './route-schemas.js';
