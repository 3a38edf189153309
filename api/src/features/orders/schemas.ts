import { errorResponses, nullableString, vendorHeaders } from '../../http/schemas.js';
import { MAX_PAGE_SIZE, ORDER_STATUSES } from './model.js';

export const orderItemSchema = {
  $id: 'OrderItem',
  type: 'object',
  properties: {
    productId: nullableString,
    variantId: nullableString,
    productName: { type: 'string' },
    productImageUrls: { type: 'array', items: { type: 'string' } },
    variant: { type: 'string' },
    unit: { type: 'string' },
    mrp: { type: 'number' },
    netPrice: { type: 'number' },
    quantity: { type: 'integer' },
  },
} as const;

export const orderSchema = {
  $id: 'Order',
  type: 'object',
  properties: {
    orderId: { type: 'string' },
    status: { type: 'string', enum: ORDER_STATUSES },
    orderDate: { type: 'string', format: 'date-time' },
    total: { type: 'number', description: 'Rupees: sum of netPrice x quantity + deliveryCharges' },
    customerName: { type: 'string' },
    customerPhone: nullableString,
    deliveryAddress: nullableString,
    note: nullableString,
    products: { type: 'array', items: { $ref: 'OrderItem#' } },
    attributeModels: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } },
    },
    version: { type: 'integer' },
  },
} as const;

const status = { type: 'string', enum: ORDER_STATUSES, description: 'Filter; omit for every status' } as const;

export const listOrdersSchema = {
  tags: ['orders'],
  summary: "The signed-in vendor's orders, newest first by orderDate, one page at a time",
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      status,
      pageNo: { type: 'integer', minimum: 0, maximum: 100000, default: 0, description: '0-based' },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: MAX_PAGE_SIZE },
    },
  },
  response: {
    200: {
      description: 'Orders; the X-Next-Page header holds the next pageNo when there is one',
      type: 'array',
      items: { $ref: 'Order#' },
    },
    ...errorResponses,
  },
} as const;

export const countOrdersSchema = {
  tags: ['orders'],
  summary: "How many of the signed-in vendor's orders have a status (the header badge)",
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  querystring: { type: 'object', properties: { status } },
  response: { 200: { type: 'object', properties: { count: { type: 'integer' } } }, ...errorResponses },
} as const;

export const orderDetailSchema = {
  $id: 'OrderDetail',
  type: 'object',
  properties: {
    ...orderSchema.properties,
    items: { type: 'array', items: { $ref: 'OrderItem#' }, description: 'The order lines (detail view); same as products' },
  },
} as const;

const orderErrors = { ...errorResponses, 409: { $ref: 'ErrorResponse#' } } as const;
const orderIdParam = { type: 'string', minLength: 1, maxLength: 100, description: 'The order id (uuid); an unknown or foreign id is 404' } as const;

export const orderDetailsSchema = {
  tags: ['orders'],
  summary: "One of the signed-in vendor's orders (404 ORDER_NOT_FOUND for another vendor's id)",
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  querystring: { type: 'object', required: ['orderId'], properties: { orderId: orderIdParam } },
  response: { 200: { $ref: 'OrderDetail#' }, ...errorResponses },
} as const;

export const orderStatusSchema = {
  tags: ['orders'],
  summary: 'Moves an order along the spec table: Completed (Delivered), Paid, Rescheduled or Cancelled',
  description:
    'Delivered (Completed) and Cancel and Reschedule from Pending/Rescheduled; Paid from Pending/Rescheduled/Completed. ' +
    'Other moves: 409 TRANSITION_NOT_ALLOWED. Send the version you read: a stale one is 409 ORDER_CHANGED ' +
    '(currentStatus, currentVersion in the body). The date attribute of the action is stamped with the server time.',
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  body: {
    type: 'object',
    required: ['orderId', 'status'],
    properties: {
      orderId: orderIdParam,
      status: { type: 'string', enum: [...ORDER_STATUSES, 'Delivered'] },
      version: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The version the client read (optimistic concurrency)' },
      cancellationReason: { type: 'string', maxLength: 500, description: 'Required (non-blank) for Cancelled' },
      attributeModels: {
        type: 'array',
        maxItems: 20,
        items: {
          type: 'object',
          required: ['name', 'value'],
          properties: { name: { type: 'string', maxLength: 60 }, value: { type: 'string', maxLength: 200 } },
        },
        description: 'deliveryTime ("by 9:00 PM on 21 Nov 2025") is taken for Rescheduled; date stamps are written by the server',
      },
    },
  },
  response: { 200: { $ref: 'OrderDetail#' }, ...orderErrors },
} as const;

export const liveOrdersSchema = {
  tags: ['orders'],
  summary: 'What the dashboard polls every few seconds: pending count, a revision that changes on any order change, the newest order',
  headers: vendorHeaders,
  security: [{ sessionToken: [] }, { bearer: [] }],
  response: {
    200: {
      type: 'object',
      properties: {
        pendingCount: { type: 'integer' },
        revision: { type: 'string' },
        newest: {
          type: ['object', 'null'],
          properties: { orderId: { type: 'string' }, orderDate: { type: 'string' }, customerName: { type: 'string' }, total: { type: 'number' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const placeOrderSchema = {
  tags: ['orders'],
  summary: 'A signed-in customer (role USER) places an order with a shop',
  description:
    'Name the shop by vendorId or by its contact number (the invite link carries it). Prices come from the catalogue. ' +
    'In DEMO_MODE items may be omitted: a small random basket of available products is ordered (pnpm demo:order, tests).',
  security: [{ sessionToken: [] }, { bearer: [] }],
  body: {
    type: 'object',
    properties: {
      vendorId: { type: 'string', maxLength: 100 },
      vendorContactNo: { type: 'string', maxLength: 20 },
      items: {
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['variantId', 'quantity'],
          properties: { variantId: { type: 'string', maxLength: 100 }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
        },
      },
      deliveryMethod: { type: 'string', enum: ['Home Delivery', 'Express', 'Self Pickup'] },
      deliveryAddress: { type: 'string', maxLength: 300 },
      note: { type: 'string', maxLength: 500 },
    },
  },
  response: { 201: { $ref: 'OrderDetail#' }, ...orderErrors },
} as const;
