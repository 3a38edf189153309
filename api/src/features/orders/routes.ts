import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import type { OrderStatus } from './model.js';
import { countVendorOrders, listVendorOrders } from './repository.js';
import { customerOf, requireCustomer } from './customer-guard.js';
import {
  countOrdersSchema,
  listOrdersSchema,
  liveOrdersSchema,
  orderDetailSchema,
  orderDetailsSchema,
  orderItemSchema,
  orderSchema,
  orderStatusSchema,
  placeOrderSchema,
} from './schemas.js';
import { changeOrderStatus, liveSummary, placeOrder, requireVendorOrder, type PlaceOrderInput, type StatusChangeInput } from './service.js';

interface ListQuery {
  status?: OrderStatus;
  pageNo: number;
  pageSize: number;
}

export function registerOrderSchemas(app: FastifyInstance): void {
  app.addSchema(orderItemSchema);
  app.addSchema(orderSchema);
  app.addSchema(orderDetailSchema);
}

/** The detail view carries the lines under `items` (spec section 3) and, for older readers, `products`. */
const asDetail = <T extends { products: unknown }>(order: T) => ({ ...order, items: order.products });

/**
 * Order routes. Every handler takes the vendor from the session (vendorOf), never from the request.
 * Further order endpoints (order/details, order/status, ...) belong in this plugin.
 */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = requireVendor(ctx);

  app.get<{ Querystring: ListQuery }>(
    '/orders/vendor',
    { schema: listOrdersSchema, preValidation: guard },
    async (req, reply) => {
      const { vendorId } = vendorOf(req);
      const base = publicBase(req, ctx.config.publicUrl);
      const { orders, hasMore } = await listVendorOrders(ctx.db, vendorId, req.query, (p) => absoluteUrl(base, p));
      if (hasMore) void reply.header('x-next-page', String(req.query.pageNo + 1));
      return orders;
    },
  );

  app.get<{ Querystring: { status?: OrderStatus } }>(
    '/orders/vendor/count',
    { schema: countOrdersSchema, preValidation: guard },
    async (req) => {
      return { count: await countVendorOrders(ctx.db, vendorOf(req).vendorId, req.query.status) };
    },
  );

  app.get('/orders/vendor/live', { schema: liveOrdersSchema, preValidation: guard }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return liveSummary(ctx.db, vendorOf(req).vendorId);
  });

  app.get<{ Querystring: { orderId: string } }>(
    '/order/details',
    { schema: orderDetailsSchema, preValidation: guard },
    async (req) => {
      const base = publicBase(req, ctx.config.publicUrl);
      return asDetail(await requireVendorOrder(ctx.db, vendorOf(req).vendorId, req.query.orderId, (p) => absoluteUrl(base, p)));
    },
  );

  app.put<{ Body: StatusChangeInput }>('/order/status', { schema: orderStatusSchema, preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    const order = await changeOrderStatus(ctx.db, vendorOf(req).vendorId, req.body, ctx.clock(), (p) => absoluteUrl(base, p));
    return asDetail(order);
  });

  app.post<{ Body: PlaceOrderInput | undefined }>(
    '/customer/orders',
    { schema: placeOrderSchema, preValidation: requireCustomer(ctx) },
    async (req, reply) => {
      const base = publicBase(req, ctx.config.publicUrl);
      const order = await placeOrder(ctx.db, customerOf(req), req.body ?? {}, ctx.clock(), { allowSampleBasket: ctx.config.demoMode }, (p) =>
        absoluteUrl(base, p),
      );
      void reply.code(201);
      return asDetail(order);
    },
  );
}
