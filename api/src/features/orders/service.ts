/**
 * Orders: the vendor's list (with this process's caches, cache.ts), count, live summary, one
 * order, the status change, and a customer placing an order. SQL on the orders' own tables is in
 * store.ts; what an order needs of other features (its shop, its customer, the catalogue's variants,
 * the shop's delivery terms) comes from their services, inside the same transaction.
 */
import {
  actionBetween,
  allowedTargets,
  type ListOrdersQuery,
  type LiveOrders,
  normaliseTargetStatus,
  ORDER_ATTR,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type PlaceOrderRequest,
  type StatusChangeRequest,
  INDIA_OFFSET_SECONDS,
  indiaDayNumber,
  type Summary,
  summarise,
  summaryWindowStart,
  toE164,
  describeOpenState,
  ORDER_ACTIONS,
  type ShopOpenState,
  shopOpenState,
} from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { isVendorApproved } from '../auth/accounts.js';
import { deliveryTerms } from '../attributes/service.js';
import { type OrderableVariantRow, orderableVariants, outOfStockCount, randomAvailableVariants } from '../catalog/service.js';
import { customerForOrder } from '../customers/service.js';
import { findShop } from '../shop/service.js';
import { shopHoursSettings } from '../hours/service.js';
import type { OrderJsonCache, OrderPageJson, RevisionedAnswers } from './cache.js';
import { attributesForAction, deliveryChargesFor, orderTotal } from './model.js';
import * as store from './store.js';

type UrlOf = (path: string | null) => string | null;

/** A page request with the schema's defaults applied. */
export type OrderPage = Required<Pick<ListOrdersQuery, 'pageNo' | 'pageSize'>> & Pick<ListOrdersQuery, 'status'>;

export const orderNotFound = (orderId: string) => notFound('ORDER_NOT_FOUND', `Order ${orderId.slice(0, 60)} was not found among your orders.`);

// ---------------------------------------------------------------- reading

/**
 * The Today summary and the last seven India days at `now` (GET orders/vendor/summary). The orders'
 * part is kept per vendor under its order revision and the India day: a request
 * reads the revision (primary key) and the shop's out-of-stock count, and the orders' rows only
 * when either moved on; another process's change moves the revision, so every process stays right.
 */
export async function vendorSummary(q: Queryable, vendorId: string, now: Date, cache: RevisionedAnswers<store.SummaryRows>): Promise<Summary> {
  const day = indiaDayNumber(now);
  const [rev, outOfStock] = await Promise.all([store.vendorOrderRevision(q, vendorId), outOfStockCount(q, vendorId)]);
  let rows = cache.get(vendorId, `${rev}|${day}`);
  if (!rows) {
    const read = await store.readSummaryRows(q, vendorId, summaryWindowStart(now), INDIA_OFFSET_SECONDS);
    rows = read.rows;
    cache.set(vendorId, `${read.rev}|${day}`, rows);
  }
  return summarise({ ...rows, outOfStock }, now);
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/**
 * GET orders/vendor, answered as the JSON text of the page (the contract's Order[]): what the list
 * route sends. A page asked before in this process while the vendor's orders have not changed since
 * (same revision) is sent as it was, after one primary-key lookup; otherwise the page is read, and
 * orders met before in this process (same row version) are not read or serialised again.
 */
export async function listVendorOrdersJson(
  q: Queryable,
  vendorId: string,
  query: OrderPage,
  base: string,
  urlOf: UrlOf,
  cache: OrderJsonCache,
  pages?: RevisionedAnswers<OrderPageJson>,
): Promise<OrderPageJson> {
  const pageKey = `${base}|${vendorId}|${query.status ?? ''}|${query.pageNo}|${query.pageSize}`;
  if (pages) {
    const hit = pages.get(pageKey, await store.vendorOrderRevision(q, vendorId));
    if (hit) return hit;
  }
  const { vendorRev, rows } = await store.pageIds(q, vendorId, query.status, query.pageSize + 1, query.pageNo * query.pageSize);
  const hasMore = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  const keyOf = (id: string, rev: string) => `${base}|${id}|${rev}`;
  const parts = page.map((r) => cache.get(keyOf(r.id, r.rev)));
  const missing = page.filter((_, i) => parts[i] === undefined).map((r) => r.id);
  let changedSince = false;
  if (missing.length > 0) {
    const fresh = await store.ordersByIds(q, vendorId, missing, urlOf);
    const byId = new Map<string, Buffer>();
    for (const { id, rev, order } of fresh) {
      // Kept as UTF-8 bytes: the answer is then one copy, with no text encoding per request.
      const json = Buffer.from(JSON.stringify(order));
      cache.set(keyOf(id, rev), json);
      byId.set(id, json);
    }
    page.forEach((r, i) => {
      parts[i] ??= byId.get(r.id);
    });
    // Read in a later snapshot: an order changed or deleted in between makes this page one that
    // the revision read with the ids does not describe; it is sent, not kept.
    changedSince = fresh.length !== missing.length || fresh.some((row) => page.find((r) => r.id === row.id)?.rev !== row.rev);
  }
  // An order deleted between the two queries is left out, as a later read would.
  const chunks: Buffer[] = [OPEN];
  for (const p of parts) {
    if (p === undefined) continue;
    if (chunks.length > 1) chunks.push(COMMA);
    chunks.push(p);
  }
  chunks.push(CLOSE);
  const answer = { json: Buffer.concat(chunks), hasMore };
  if (pages && !changedSince) pages.set(pageKey, vendorRev, answer);
  return answer;
}

export function countVendorOrders(q: Queryable, vendorId: string, status?: OrderStatus): Promise<number> {
  return store.countVendorOrders(q, vendorId, status);
}

/** The vendor's Completed and Paid orders (the vendor record's ordersCompleted). */
export function completedOrderCount(q: Queryable, vendorId: string): Promise<number> {
  return store.completedOrderCount(q, vendorId);
}

/** One of the vendor's orders, or 404 (also for an id that is not a uuid or belongs to another vendor). */
export async function requireVendorOrder(q: Queryable, vendorId: string, orderId: string, urlOf: UrlOf): Promise<Order> {
  if (!isUuid(orderId)) throw orderNotFound(orderId);
  const order = await store.getVendorOrder(q, vendorId, orderId, urlOf);
  if (!order) throw orderNotFound(orderId);
  return order;
}

/**
 * GET orders/vendor/live as JSON text (the contract's LiveOrders, keys in its order). Every device of
 * a shop polls it every few seconds and it only changes when an order does: the text is kept per
 * vendor with the vendor's order revision (migration 0007) and sent again while the revision holds,
 * after one primary-key lookup; otherwise the summary is read (with the revision, one snapshot).
 */
export async function liveSummaryJson(q: Queryable, vendorId: string, cache: RevisionedAnswers<Buffer>): Promise<Buffer> {
  const hit = cache.get(vendorId, await store.vendorOrderRevision(q, vendorId));
  if (hit) return hit;
  const { summary, rev } = await store.readLiveSummary(q, vendorId);
  const answer: LiveOrders = {
    pendingCount: summary.pendingCount,
    revision: summary.revision,
    newest: summary.newest && {
      orderId: summary.newest.orderId,
      orderDate: summary.newest.orderDate,
      customerName: summary.newest.customerName,
      total: summary.newest.total,
    },
  };
  const json = Buffer.from(JSON.stringify(answer));
  cache.set(vendorId, rev, json);
  return json;
}

// ---------------------------------------------------------------- the status change

const LABEL: Record<OrderStatus, string> = {
  Pending: 'Pending',
  Rescheduled: 'Rescheduled',
  Paid: 'Paid',
  Completed: 'Delivered',
  Cancelled: 'Cancelled',
};

/** 409: the order moved on since the client read it (another device or person acted first). */
function orderChanged(current: { status: OrderStatus; version: number }): AppError {
  return new AppError(409, 'ORDER_CHANGED', `This order was changed in the meantime and is now ${LABEL[current.status]}. Please check it again.`, {
    currentStatus: current.status,
    currentVersion: current.version,
  });
}

/**
 * PUT order/status. In one transaction: lock the vendor's order row, check the client's version
 * (optimistic concurrency: a stale version is 409 ORDER_CHANGED), check the spec's table (a move it
 * does not offer is 409 TRANSITION_NOT_ALLOWED), then update status and version (guarded by the
 * version read) and write the stamped attributes. Answers the order as it now is.
 */
export async function changeOrderStatus(
  db: Database,
  vendorId: string,
  input: StatusChangeRequest,
  now: Date,
  urlOf: UrlOf,
  staffName: string | null = null,
): Promise<Order> {
  const target = normaliseTargetStatus(input.status);
  if (!target) throw badRequest('VALIDATION_FAILED', `body/status must be one of: ${ORDER_STATUSES.join(', ')}`);
  const reason = input.cancellationReason?.trim() ?? '';
  if (target === 'Cancelled' && reason === '') {
    throw badRequest('CANCELLATION_REASON_REQUIRED', 'A cancellation reason is needed to cancel an order.');
  }
  if (!isUuid(input.orderId)) throw orderNotFound(input.orderId);

  return db.tx(async (q) => {
    const current = await store.lockOrder(q, vendorId, input.orderId);
    if (!current) throw orderNotFound(input.orderId);
    if (input.version !== undefined && input.version !== current.version) throw orderChanged(current);
    const action = actionBetween(current.status, target);
    if (!action) {
      const offered = allowedTargets(current.status).map((s) => LABEL[s]);
      throw new AppError(
        409,
        'TRANSITION_NOT_ALLOWED',
        `An order that is ${LABEL[current.status]} cannot be marked ${LABEL[target]}. ${
          offered.length ? `It can be marked: ${offered.join(', ')}.` : 'No further changes are possible.'
        }`,
        { currentStatus: current.status, currentVersion: current.version, allowed: allowedTargets(current.status) },
      );
    }
    if (!(await store.updateOrderStatus(q, vendorId, input.orderId, target, current.version, now))) throw orderChanged(current);
    // The action's "by" names the staff member who made it; made by the owner, an earlier one goes.
    const written = attributesForAction(action, now, input.attributeModels ?? [], target === 'Cancelled' ? reason : null, staffName);
    await store.upsertOrderAttributes(q, input.orderId, written);
    if (staffName === null) await store.deleteOrderAttribute(q, input.orderId, ORDER_ACTIONS[action].by);
    const order = await store.getVendorOrder(q, vendorId, input.orderId, urlOf);
    if (!order) throw orderNotFound(input.orderId);
    return order;
  });
}

// ---------------------------------------------------------------- placing an order (customer)

type Line = { row: OrderableVariantRow; quantity: number };

/**
 * 409 unless the shop is open: SHOP_OFFLINE (switched offline), SHOP_ON_HOLIDAY, SHOP_CLOSED (outside
 * hours, the lunch break, a weekly off day). Each carries `nextOpeningAt` (ISO, null when unknown:
 * offline until switched back, closed all week) and says the open-now line in its message.
 */
export function refuseUnlessOpen(state: ShopOpenState, now: Date): void {
  if (state.kind === 'open') return;
  const line = describeOpenState(state, now);
  const nextOpeningAt = state.opensAt ? state.opensAt.toISOString() : null;
  if (state.kind === 'offline') {
    const message = state.until ? `This shop is offline and not taking orders right now (${line}).` : 'This shop is offline and not taking orders right now.';
    throw new AppError(409, 'SHOP_OFFLINE', message, {
      nextOpeningAt,
      offlineUntil: state.until ? state.until.toISOString() : null,
    });
  }
  if (state.kind === 'closed' && state.holiday) {
    throw new AppError(409, 'SHOP_ON_HOLIDAY', `This shop is closed for a holiday and not taking orders (${line}).`, {
      nextOpeningAt,
      holiday: { from: state.holiday.from, to: state.holiday.to, reason: state.holiday.reason ?? null },
    });
  }
  throw new AppError(409, 'SHOP_CLOSED', `This shop is closed now and not taking orders (${line}).`, { nextOpeningAt, reason: state.kind });
}

/** A small random basket of the shop's available products (demo mode, when the caller names no items). */
async function sampleBasket(q: Queryable, vendorId: string): Promise<Line[]> {
  const rows = await randomAvailableVariants(q, vendorId);
  const byProduct = new Map<string, OrderableVariantRow>();
  for (const r of rows) if (!byProduct.has(r.product_id)) byProduct.set(r.product_id, r);
  const count = 1 + Math.floor(Math.random() * 4);
  return [...byProduct.values()].slice(0, count).map((row) => ({ row, quantity: 1 + Math.floor(Math.random() * 3) }));
}

/**
 * Whether the opening hours are skipped for this order: only when the body asks (`ignoreHours: true`)
 * and demo mode allows it. Outside demo mode the field itself is refused (400 DEMO_MODE_ONLY), so a
 * client never believes it placed an order at any hour when it did not.
 */
export function hoursIgnored(input: Pick<PlaceOrderRequest, 'ignoreHours'>, demoMode: boolean): boolean {
  if (input.ignoreHours === undefined) return false;
  if (!demoMode) throw badRequest('DEMO_MODE_ONLY', 'ignoreHours is accepted only in demo mode: the shop takes orders during its opening hours.');
  return input.ignoreHours;
}

/**
 * Refuses an order unless the shop is open. With `ignoreHours` (demo mode) the weekly timetable
 * (outside the hours, the lunch break, a weekly off day) does not refuse; a shop switched offline
 * or on a holiday still does, since the owner closed it on purpose.
 */
export function refuseUnlessTakingOrders(state: ShopOpenState, now: Date, ignoreHours: boolean): void {
  if (ignoreHours && (state.kind === 'break' || (state.kind === 'closed' && !state.holiday))) return;
  refuseUnlessOpen(state, now);
}

/**
 * POST customer/orders: a signed-in customer places an order with a shop, as the customer app would.
 * Prices come from the shop's catalogue (never from the client), delivery charges from the shop's
 * deliveryCharges / minimumOrder attributes. The order starts Pending, 'Not scheduled'.
 * `opts.demoMode` allows what only the demo and tests may ask: no items (a sample basket) and
 * `ignoreHours`.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  input: PlaceOrderRequest,
  now: Date,
  opts: { demoMode: boolean },
  urlOf: UrlOf,
): Promise<Order> {
  // The body's own faults are 400s before the shop's state is looked at.
  const ignoreHours = hoursIgnored(input, opts.demoMode);
  const named = input.items !== undefined && input.items.length > 0 ? input.items : null;
  if (!named && !opts.demoMode) throw badRequest('VALIDATION_FAILED', 'body must have at least one item');
  return db.tx(async (q) => {
    let vendor: { id: string; status: string; offlineUntil: string | null } | null = null;
    if (input.vendorId !== undefined) {
      if (isUuid(input.vendorId)) vendor = await findShop(q, { id: input.vendorId }, now);
    } else if (input.vendorContactNo !== undefined) {
      const phone = toE164(input.vendorContactNo);
      if (phone) vendor = await findShop(q, { contactNo: phone }, now);
    } else {
      throw badRequest('VALIDATION_FAILED', 'body must have vendorId or vendorContactNo');
    }
    if (!vendor || !isVendorApproved(vendor.status)) throw notFound('SHOP_NOT_FOUND', 'This shop was not found.');
    // Orders follow the hours: offline, outside hours, in the break, on a
    // weekly off day or a holiday: 409 with the next opening time. No orders for later.
    refuseUnlessTakingOrders(shopOpenState(await shopHoursSettings(q, vendor, now), now), now, ignoreHours);

    const customer = await customerForOrder(q, customerId);
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'The customer account of this session no longer exists.');

    let lines: Line[];
    if (!named) {
      lines = await sampleBasket(q, vendor.id);
      if (lines.length === 0) throw new AppError(409, 'NOTHING_TO_ORDER', 'This shop has no available products.');
    } else {
      const ids = named.map((i) => i.variantId);
      if (ids.some((id) => !isUuid(id))) throw badRequest('ITEM_UNAVAILABLE', 'One of the items is not sold by this shop.');
      const byId = new Map((await orderableVariants(q, vendor.id, ids)).map((r) => [r.variant_id, r]));
      lines = named.map((item) => {
        const row = byId.get(item.variantId);
        if (!row) throw badRequest('ITEM_UNAVAILABLE', 'One of the items is not sold by this shop.');
        if (!row.available) throw badRequest('ITEM_UNAVAILABLE', `${row.product_name} is currently unavailable.`);
        return { row, quantity: item.quantity };
      });
    }

    const method = input.deliveryMethod ?? 'Home Delivery';
    let address = method === 'Self Pickup' ? null : input.deliveryAddress?.trim() || customer.addressText;
    // The address the customer used last (customer apps offer it first).
    if (method !== 'Self Pickup' && !address) address = await store.lastDeliveryAddress(q, customerId);
    if (method !== 'Self Pickup' && !address) throw badRequest('ADDRESS_REQUIRED', 'A delivery address is needed for a delivery order.');

    const priced = lines.map((l) => ({ netPrice: Number(l.row.net_price), quantity: l.quantity }));
    const charges = deliveryChargesFor(method, orderTotal(priced), await deliveryTerms(q, vendor.id));

    const orderId = newId();
    await store.insertOrder(q, {
      id: orderId,
      vendorId: vendor.id,
      customerId,
      customerName: customer.name,
      customerPhone: customer.contactNo,
      orderDate: now,
      deliveryAddress: address,
      note: input.note?.trim() || null,
      total: orderTotal(priced, charges),
      lines: lines.map((l) => ({
        productId: l.row.product_id,
        variantId: l.row.variant_id,
        productName: l.row.product_name,
        imagePaths: l.row.image_path ? [l.row.image_path] : [],
        variant: l.row.variant,
        unit: l.row.unit,
        mrp: Number(l.row.mrp),
        netPrice: Number(l.row.net_price),
        quantity: l.quantity,
      })),
      attributes: [
        { name: ORDER_ATTR.deliveryMethod, value: method },
        { name: ORDER_ATTR.orderDate, value: now.toISOString() },
        { name: ORDER_ATTR.deliveryCharges, value: String(charges) },
      ],
    });
    const order = await store.getVendorOrder(q, vendor.id, orderId, urlOf);
    return order!;
  });
}
