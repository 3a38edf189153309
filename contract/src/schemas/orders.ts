/** Orders: the shapes of GET orders/vendor, orders/vendor/count, orders/vendor/live, order/details, PUT order/status, POST customer/orders. */
import { Type, type Static } from 'typebox';
import { DELIVERED_LABEL, DELIVERY_METHODS, MAX_PAGE_SIZE, ORDER_STATUSES } from '../rules/orders.js';
import { Component, ErrorRef, errorResponses, NameValueSchema, Nullable, OptionalBody, Ref, sessionSecurity, StringEnum, vendorScoped } from './common.js';

/** One of ORDER_STATUSES (the rules' list is the one source). */
export const OrderStatusSchema = StringEnum(ORDER_STATUSES);

/** Spec section 3 "Order item". */
export const OrderItemSchema = Component('OrderItem', {
  productId: Nullable(Type.String()),
  variantId: Nullable(Type.String()),
  productName: Type.String(),
  productImageUrls: Type.Array(Type.String()),
  variant: Type.String(),
  unit: Type.String(),
  mrp: Type.Number(),
  netPrice: Type.Number(),
  quantity: Type.Integer(),
});
export type OrderItem = Static<typeof OrderItemSchema>;

const orderFields = {
  orderId: Type.String(),
  status: OrderStatusSchema,
  orderDate: Type.String({ format: 'date-time' }),
  total: Type.Number({ description: 'Rupees: sum of netPrice x quantity + deliveryCharges' }),
  customerName: Type.String(),
  customerPhone: Nullable(Type.String()),
  deliveryAddress: Nullable(Type.String()),
  note: Nullable(Type.String()),
  products: Type.Array(Ref(OrderItemSchema)),
  attributeModels: Type.Array(NameValueSchema),
  version: Type.Integer({ description: 'Optimistic-concurrency version, to be sent back with status changes' }),
};

/** Spec section 3 "Order" in its list shape (lines under `products`). */
export const OrderSchema = Component('Order', orderFields);
export type Order = Static<typeof OrderSchema>;

/** The detail view: the lines under `items` too (spec section 3). */
export const OrderDetailSchema = Component('OrderDetail', {
  ...orderFields,
  items: Type.Array(Ref(OrderItemSchema), { description: 'The order lines (detail view); same as products' }),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

const statusFilter = Type.Optional(StringEnum(ORDER_STATUSES, { description: 'Filter; omit for every status' }));
const orderErrors = { ...errorResponses, 409: ErrorRef() };
const OrderIdParam = Type.String({ minLength: 1, maxLength: 100, description: 'The order id (uuid); an unknown or foreign id is 404' });

/** The page a list request gets when it names none (the schema's defaults; the handler reads them too). */
export const LIST_ORDERS_DEFAULTS = { pageNo: 0, pageSize: MAX_PAGE_SIZE } as const;

export const ListOrdersQuerySchema = Type.Object({
  status: statusFilter,
  pageNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: LIST_ORDERS_DEFAULTS.pageNo, description: '0-based' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: LIST_ORDERS_DEFAULTS.pageSize })),
});
export type ListOrdersQuery = Static<typeof ListOrdersQuerySchema>;

export const listOrdersRoute = {
  tags: ['orders'],
  summary: "The signed-in vendor's orders, newest first by orderDate, one page at a time",
  ...vendorScoped,
  querystring: ListOrdersQuerySchema,
  response: {
    200: Type.Array(Ref(OrderSchema), { description: 'Orders; the X-Next-Page header holds the next pageNo when there is one' }),
    ...errorResponses,
  },
};

export const OrderCountSchema = Type.Object({ count: Type.Integer() });
export type OrderCount = Static<typeof OrderCountSchema>;

export const countOrdersRoute = {
  tags: ['orders'],
  summary: "How many of the signed-in vendor's orders have a status (the header badge)",
  ...vendorScoped,
  querystring: Type.Object({ status: statusFilter }),
  response: { 200: OrderCountSchema, ...errorResponses },
};

export const orderDetailsRoute = {
  tags: ['orders'],
  summary: "One of the signed-in vendor's orders (404 ORDER_NOT_FOUND for another vendor's id)",
  ...vendorScoped,
  querystring: Type.Object({ orderId: OrderIdParam }),
  response: { 200: Ref(OrderDetailSchema), ...errorResponses },
};

/** The body of PUT order/status (spec section 7) plus the version read, for optimistic concurrency. */
export const StatusChangeRequestSchema = Type.Object({
  orderId: OrderIdParam,
  status: StringEnum([...ORDER_STATUSES, DELIVERED_LABEL]),
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The version the client read (optimistic concurrency)' })),
  cancellationReason: Type.Optional(Type.String({ maxLength: 500, description: 'Required (non-blank) for Cancelled' })),
  attributeModels: Type.Optional(
    Type.Array(Type.Object({ name: Type.String({ maxLength: 60 }), value: Type.String({ maxLength: 200 }) }), {
      maxItems: 20,
      description: 'deliveryTime ("by 9:00 PM on 21 Nov 2025") is taken for Rescheduled; date stamps are written by the server',
    }),
  ),
});
export type StatusChangeRequest = Static<typeof StatusChangeRequestSchema>;

export const orderStatusRoute = {
  tags: ['orders'],
  summary: 'Moves an order along the spec table: Completed (Delivered), Paid, Rescheduled or Cancelled',
  description:
    'Delivered (Completed) and Cancel and Reschedule from Pending/Rescheduled; Paid from Pending/Rescheduled/Completed. ' +
    'Other moves: 409 TRANSITION_NOT_ALLOWED. Send the version you read: a stale one is 409 ORDER_CHANGED ' +
    '(currentStatus, currentVersion in the body). The date attribute of the action is stamped with the server time.',
  ...vendorScoped,
  body: StatusChangeRequestSchema,
  response: { 200: Ref(OrderDetailSchema), ...orderErrors },
};

/** What the dashboard polls every few seconds. */
export const LiveOrdersSchema = Type.Object({
  pendingCount: Type.Integer(),
  revision: Type.String({ description: 'Changes whenever any of the vendor’s orders is placed or changes status' }),
  newest: Type.Union([Type.Object({ orderId: Type.String(), orderDate: Type.String(), customerName: Type.String(), total: Type.Number() }), Type.Null()]),
});
export type LiveOrders = Static<typeof LiveOrdersSchema>;

export const liveOrdersRoute = {
  tags: ['orders'],
  summary: 'What the dashboard polls every few seconds: pending count, a revision that changes on any order change, the newest order',
  ...vendorScoped,
  response: { 200: LiveOrdersSchema, ...errorResponses },
};

export const PlaceOrderRequestSchema = Type.Object({
  vendorId: Type.Optional(Type.String({ maxLength: 100 })),
  vendorContactNo: Type.Optional(Type.String({ maxLength: 20 })),
  items: Type.Optional(
    Type.Array(Type.Object({ variantId: Type.String({ maxLength: 100 }), quantity: Type.Integer({ minimum: 1, maximum: 99 }) }), { maxItems: 50 }),
  ),
  deliveryMethod: Type.Optional(StringEnum(DELIVERY_METHODS)),
  deliveryAddress: Type.Optional(Type.String({ maxLength: 300 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  ignoreHours: Type.Optional(
    Type.Boolean({
      description:
        'DEMO_MODE only: true places the order whatever the opening hours, lunch break and weekly off day say (demo tools and tests that order at any hour). ' +
        'A shop switched offline or on a holiday still refuses. Outside demo mode the field is refused: 400 DEMO_MODE_ONLY.',
    }),
  ),
});
export type PlaceOrderRequest = Static<typeof PlaceOrderRequestSchema>;

export const placeOrderRoute = {
  tags: ['orders'],
  summary: 'A signed-in customer (role USER) places an order with a shop',
  description:
    'Name the shop by vendorId or by its contact number (the invite link carries it). Prices come from the catalogue. ' +
    'In DEMO_MODE items may be omitted: a small random basket of available products is ordered (pnpm demo:order, tests), ' +
    'and ignoreHours: true places the order outside opening hours (refused outside demo mode: 400 DEMO_MODE_ONLY). ' +
    'Only while the shop is open: 409 SHOP_OFFLINE (switched offline; offlineUntil), SHOP_ON_HOLIDAY (holiday), ' +
    'SHOP_CLOSED (outside opening hours, the lunch break, a weekly off day; reason), each with nextOpeningAt (ISO, null when unknown). No orders for later.',
  security: sessionSecurity,
  body: OptionalBody(PlaceOrderRequestSchema),
  response: { 201: Ref(OrderDetailSchema), ...orderErrors },
};

const SummaryDaySchema = Type.Object({
  day: Type.String({ description: 'India day (Asia/Kolkata), YYYY-MM-DD' }),
  orders: Type.Integer({ description: 'Orders placed that day' }),
  rupees: Type.Number({ description: 'Rupees marked Paid that day' }),
});

/** GET orders/vendor/summary: the Today figures and the last seven India days. */
export const OrderSummarySchema = Type.Object({
  day: Type.String({ description: 'Today in India (Asia/Kolkata), YYYY-MM-DD' }),
  today: Type.Object({
    received: Type.Integer({ description: 'Orders placed today' }),
    delivered: Type.Integer({ description: 'Orders marked Delivered today' }),
    paidRupees: Type.Number({ description: 'Rupees of the orders marked Paid today' }),
    paidCount: Type.Integer({ description: 'Orders marked Paid today' }),
    unpaidRupees: Type.Number({ description: 'Rupees of the orders delivered but not paid (status Completed), any day' }),
    unpaidCount: Type.Integer({ description: 'Orders delivered but not paid (status Completed), any day' }),
    pending: Type.Integer({ description: 'Orders with status Pending, any day' }),
    outOfStock: Type.Integer({ description: "The shop's products with no available variant" }),
  }),
  days: Type.Array(SummaryDaySchema, { description: 'The last seven India days, oldest first, today last' }),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

export const orderSummaryRoute = {
  tags: ['orders'],
  summary: "The signed-in vendor's day: Today figures and the last seven days (India days, Asia/Kolkata)",
  ...vendorScoped,
  response: { 200: OrderSummarySchema, ...errorResponses },
};
