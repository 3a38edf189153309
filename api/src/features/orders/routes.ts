import { LIST_ORDERS_DEFAULTS, type Order, type OrderDetail } from '@vd/contract';
import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import { sendKeptJson } from '../../http/compression.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { OrderJsonCache, orderPageCache, RevisionedAnswers } from './cache.js';
import { customerOf, requireCustomer } from './customer-guard.js';
import type { SummaryRows } from './store.js';
import { changeOrderStatus, countVendorOrders, listVendorOrdersJson, liveSummaryJson, placeOrder, requireVendorOrder, vendorSummary } from './service.js';

/** The detail view carries the lines under `items` (spec section 3) and, for older readers, `products`. */
const asDetail = (order: Order): OrderDetail => ({ ...order, items: order.products });

/**
 * Order routes. Every handler takes the vendor from the session (vendorOf), never from the request.
 * Request and reply types come from the contract's route schemas.
 */
export async function orderRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);
  const orderJson = new OrderJsonCache();
  const pages = orderPageCache();
  const live = new RevisionedAnswers<Buffer>(4 * 1024 * 1024, (json) => json.length);
  const summaries = new RevisionedAnswers<SummaryRows>(4 * 1024 * 1024, (rows) => 200 + 40 * (rows.placed.length + rows.stamps.length));

  on(app, routes.listOrders, { preValidation: guard }, async (req, reply) => {
    const { vendorId } = vendorOf(req);
    const base = publicBase(req, ctx.config.publicUrl);
    const { status, pageNo = LIST_ORDERS_DEFAULTS.pageNo, pageSize = LIST_ORDERS_DEFAULTS.pageSize } = req.query;
    const page = { status, pageNo, pageSize };
    const { json, hasMore } = await listVendorOrdersJson(ctx.db, vendorId, page, base, (p) => absoluteUrl(base, p), orderJson, pages);
    if (hasMore) void reply.header('x-next-page', String(pageNo + 1));
    // Already JSON (the contract's shape; the page kept per vendor order revision, each order
    // serialised once per row version): sent as is, past Fastify's serialiser, compressed once per
    // kept page. The route's response schema still documents it in the OpenAPI document.
    return sendKeptJson(req, reply, json);
  });

  on(app, routes.countOrders, { preValidation: guard }, async (req) => {
    return { count: await countVendorOrders(ctx.db, vendorOf(req).vendorId, req.query.status) };
  });

  on(app, routes.liveOrders, { preValidation: guard }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    // JSON text kept per vendor order revision (the contract's LiveOrders): sent as is.
    const json = await liveSummaryJson(ctx.db, vendorOf(req).vendorId, live);
    return sendKeptJson(req, reply, json);
  });

  on(app, routes.orderSummary, { preValidation: guard }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return vendorSummary(ctx.db, vendorOf(req).vendorId, ctx.clock(), summaries);
  });

  on(app, routes.orderDetails, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return asDetail(await requireVendorOrder(ctx.db, vendorOf(req).vendorId, req.query.orderId, (p) => absoluteUrl(base, p)));
  });

  on(app, routes.changeOrderStatus, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    const auth = vendorOf(req);
    return asDetail(await changeOrderStatus(ctx.db, auth.vendorId, req.body, ctx.clock(), (p) => absoluteUrl(base, p), auth.staff?.name ?? null));
  });

  on(app, routes.placeOrder, { preValidation: requireCustomer(ctx) }, async (req, reply) => {
    const base = publicBase(req, ctx.config.publicUrl);
    const order = await placeOrder(ctx.db, customerOf(req), req.body ?? {}, ctx.clock(), { demoMode: ctx.config.demoMode }, (p) => absoluteUrl(base, p));
    return reply.code(201).send(asDetail(order));
  });
}
