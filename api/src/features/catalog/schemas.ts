import { errorResponses, nullableString, vendorHeaders } from '../../http/schemas.js';
import { UUID_PATTERN } from '../../lib/ids.js';

/** Ids are uuids; anything else cannot name a category or product. */
export const isUuid = (s: string): boolean => new RegExp(UUID_PATTERN).test(s);

const categoryRef = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;

export const storeVariantSchema = {
  $id: 'StoreVariant',
  type: 'object',
  properties: {
    id: { type: 'string' },
    variantId: { type: 'string', description: 'Never null here: falls back to id' },
    variant: { type: 'string', description: 'Quantity number or label' },
    unit: { type: 'string' },
    mrp: { type: 'number' },
    netPrice: { type: 'number' },
    available: { type: 'boolean' },
  },
} as const;

export const storeProductSchema = {
  $id: 'StoreProduct',
  type: 'object',
  properties: {
    productId: { type: 'string' },
    productName: { type: 'string' },
    productImageUrls: { type: 'array', items: { type: 'string' }, description: 'Absolute URLs; first is the main image' },
    mrp: { type: 'number', description: 'Of the first available variant' },
    netPrice: { type: 'number', description: 'Of the first available variant' },
    description: nullableString,
    brand: nullableString,
    productAttributes: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } } },
    productVariants: { type: 'array', items: { $ref: 'StoreVariant#' } },
    categoryId: { type: 'string', description: 'The leaf category' },
    categoryPath: { type: 'array', items: categoryRef, description: 'Top category first, the leaf last' },
  },
} as const;

const security: { [label: string]: string[] }[] = [{ sessionToken: [] }, { bearer: [] }];

export const getCategoriesSchema = {
  tags: ['catalog'],
  summary: 'The category tree (three levels: category, sub-category, sub-sub-category)',
  description:
    'scope=all (default): every category with its available flag. scope=vendor: only the signed-in vendor’s leaf categories and their ancestors. ' +
    'The store uses available nodes only and reaches a leaf by following the first child.',
  headers: vendorHeaders,
  security,
  querystring: { type: 'object', properties: { scope: { type: 'string', enum: ['all', 'vendor'], default: 'all' } } },
  response: { 200: { type: 'array', items: { $ref: 'CategoryNode#' } }, ...errorResponses },
} as const;

export const listStoreProductsSchema = {
  tags: ['catalog'],
  summary: 'The signed-in vendor’s products in a category and the available categories below it',
  headers: vendorHeaders,
  security,
  querystring: {
    type: 'object',
    required: ['categoryId'],
    properties: { categoryId: { type: 'string', pattern: UUID_PATTERN, description: 'Any level; unknown or unavailable → []' } },
  },
  response: { 200: { type: 'array', items: { $ref: 'StoreProduct#' } }, ...errorResponses },
} as const;

export const getStoreProductSchema = {
  tags: ['catalog'],
  summary: 'One of the signed-in vendor’s products (deep links to /product/{productId})',
  headers: vendorHeaders,
  security,
  params: { type: 'object', properties: { productId: { type: 'string', maxLength: 100 } } },
  response: { 200: { $ref: 'StoreProduct#' }, ...errorResponses },
} as const;
