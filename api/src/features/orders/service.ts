import {
  actionBetween,
  allowedTargets,
  normaliseTargetStatus,
  ORDER_ATTR,
  ORDER_STATUSES,
  toE164,
  type LiveOrders,
  type Order,
  type OrderStatus,
  type PlaceOrderRequest,
  type StatusChangeRequest,
} from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { insertRows } from '../../db/insert.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { isVendorApproved } from '../auth/accounts.js';
import { attributesForAction, deliveryChargesFor, orderTotal } from './model.js';
import { getVendorOrder, type RevisionedAnswers, vendorOrderRevision } from './repository.js';

type UrlOf = (path: string | null) => string | null;

export const orderNotFound = (orderId: string) => notFound('ORDER_NOT_FOUND', `Order ${orderId.slice(0, 60)} was not found among your orders.`);

/** One of the vendor's orders, or 404 (also for an id that is not a uuid or belongs to another vendor). */
export async function requireVendorOrder(q: Queryable, vendorId: string, orderId: string, urlOf: UrlOf): Promise<Order> {
  if (!isUuid(orderId)) throw orderNotFound(orderId);
  const order = await getVendorOrder(q, vendorId, orderId, urlOf);
  if (!order) throw orderNotFound(orderId);
  return order;
}

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
export async function changeOrderStatus(db: Database, vendorId: string, input: StatusChangeRequest, now: Date, urlOf: UrlOf): Promise<Order> {
  const target = normaliseTargetStatus(input.status);
  if (!target) throw badRequest('VALIDATION_FAILED', `body/status must be one of: ${ORDER_STATUSES.join(', ')}`);
  const reason = input.cancellationReason?.trim() ?? '';
  if (target === 'Cancelled' && reason === '') {
    throw badRequest('CANCELLATION_REASON_REQUIRED', 'A cancellation reason is needed to cancel an order.');
  }
  if (!isUuid(input.orderId)) throw orderNotFound(input.orderId);

  return db.tx(async (q) => {
    const { rows } = await q.query<{ status: OrderStatus; version: number }>('SELECT status, version FROM orders WHERE id = $1 AND vendor_id = $2 FOR UPDATE', [
      input.orderId,
      vendorId,
    ]);
    const row = rows[0];
    if (!row) throw orderNotFound(input.orderId);
    const current = { status: row.status, version: Number(row.version) };
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
    const updated = await q.query('UPDATE orders SET status = $1, version = version + 1, updated_at = $2 WHERE id = $3 AND vendor_id = $4 AND version = $5', [
      target,
      now,
      input.orderId,
      vendorId,
      current.version,
    ]);
    if (updated.rowCount !== 1) throw orderChanged(current);
    const attrs = attributesForAction(action, now, input.attributeModels ?? [], target === 'Cancelled' ? reason : null);
    for (const a of attrs) {
      await q.query(
        `INSERT INTO order_attributes (id, order_id, name, value) VALUES ($1, $2, $3, $4)
           ON CONFLICT (order_id, name) DO UPDATE SET value = EXCLUDED.value`,
        [newId(), input.orderId, a.name, a.value],
      );
    }
    const order = await getVendorOrder(q, vendorId, input.orderId, urlOf);
    if (!order) throw orderNotFound(input.orderId);
    return order;
  });
}

// ---------------------------------------------------------------- live summary

/**
 * The live summary (pending count, a revision string the dashboard compares, the newest order),
 * with the vendor's order revision read in the same statement (one snapshot).
 */
async function readLiveSummary(q: Queryable, vendorId: string): Promise<{ summary: LiveOrders; rev: string | null }> {
  const { rows } = await q.query<{
    vrev: string | null;
    pending: number;
    changed_at: Date | null;
    id: string | null;
    order_date: Date | null;
    customer_name: string | null;
    total: string | null;
  }>(
    `SELECT
        (SELECT rev::text FROM vendor_order_revisions WHERE vendor_id = $1) AS vrev,
        (SELECT count(*)::int FROM orders WHERE vendor_id = $1 AND status = 'Pending') AS pending,
        (SELECT max(updated_at) FROM orders WHERE vendor_id = $1) AS changed_at,
        n.id, n.order_date, n.customer_name, n.total
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT id, order_date, customer_name, total FROM orders WHERE vendor_id = $1
          ORDER BY order_date DESC, id DESC LIMIT 1
       ) n ON true`,
    [vendorId],
    { name: 'orders_live_summary' },
  );
  const r = rows[0]!;
  const changedAt = r.changed_at ? new Date(r.changed_at).toISOString() : '-';
  return {
    rev: r.vrev,
    summary: {
      pendingCount: Number(r.pending),
      revision: `${changedAt}|${r.id ?? '-'}|${Number(r.pending)}`,
      newest:
        r.id && r.order_date
          ? { orderId: r.id, orderDate: new Date(r.order_date).toISOString(), customerName: r.customer_name ?? '', total: Number(r.total) }
          : null,
    },
  };
}

/**
 * GET orders/vendor/live as JSON text (the contract's LiveOrders, keys in its order). Every device of
 * a shop polls it every few seconds and it only changes when an order does: the text is kept per
 * vendor with the vendor's order revision (migration 0007) and sent again while the revision holds,
 * after one primary-key lookup; otherwise the summary is read (with the revision, one snapshot).
 */
export async function liveSummaryJson(q: Queryable, vendorId: string, cache: RevisionedAnswers<Buffer>): Promise<Buffer> {
  const hit = cache.get(vendorId, await vendorOrderRevision(q, vendorId));
  if (hit) return hit;
  const { summary, rev } = await readLiveSummary(q, vendorId);
  const json = Buffer.from(
    JSON.stringify({
      pendingCount: summary.pendingCount,
      revision: summary.revision,
      newest: summary.newest && {
        orderId: summary.newest.orderId,
        orderDate: summary.newest.orderDate,
        customerName: summary.newest.customerName,
        total: summary.newest.total,
      },
    }),
  );
  cache.set(vendorId, rev, json);
  return json;
}

// ---------------------------------------------------------------- placing an order (customer)

interface VariantRow {
  variant_id: string;
  product_id: string;
  product_name: string;
  variant: string;
  unit: string;
  mrp: string | number;
  net_price: string | number;
  available: boolean;
  image_path: string | null;
}

const VARIANT_SELECT = `SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, v.variant, v.unit, v.mrp, v.net_price, v.available,
        (SELECT path FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort LIMIT 1) AS image_path
   FROM product_variants v JOIN products p ON p.id = v.product_id`;

/** A small random basket of the shop's available products (demo mode, when the caller names no items). */
async function sampleBasket(q: Queryable, vendorId: string): Promise<{ row: VariantRow; quantity: number }[]> {
  const { rows } = await q.query<VariantRow>(`${VARIANT_SELECT} WHERE p.vendor_id = $1 AND v.available AND v.net_price > 0 ORDER BY random() LIMIT 12`, [
    vendorId,
  ]);
  const byProduct = new Map<string, VariantRow>();
  for (const r of rows) if (!byProduct.has(r.product_id)) byProduct.set(r.product_id, r);
  const count = 1 + Math.floor(Math.random() * 4);
  return [...byProduct.values()].slice(0, count).map((row) => ({ row, quantity: 1 + Math.floor(Math.random() * 3) }));
}

/**
 * POST customer/orders: a signed-in customer places an order with a shop, as the customer app would.
 * Prices come from the shop's catalogue (never from the client), delivery charges from the shop's
 * deliveryCharges / minimumOrder attributes. The order starts Pending, 'Not scheduled'.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  input: PlaceOrderRequest,
  now: Date,
  opts: { allowSampleBasket: boolean },
  urlOf: UrlOf,
): Promise<Order> {
  return db.tx(async (q) => {
    let vendor: { id: string; status: string } | undefined;
    if (input.vendorId !== undefined) {
      if (isUuid(input.vendorId)) {
        vendor = (await q.query<{ id: string; status: string }>('SELECT id, status FROM vendors WHERE id = $1', [input.vendorId])).rows[0];
      }
    } else if (input.vendorContactNo !== undefined) {
      const phone = toE164(input.vendorContactNo);
      if (phone) vendor = (await q.query<{ id: string; status: string }>('SELECT id, status FROM vendors WHERE contact_no = $1', [phone])).rows[0];
    } else {
      throw badRequest('VALIDATION_FAILED', 'body must have vendorId or vendorContactNo');
    }
    if (!vendor || !isVendorApproved(vendor.status)) throw notFound('SHOP_NOT_FOUND', 'This shop was not found.');
    if (vendor.status === 'OutOfStation') throw new AppError(409, 'SHOP_OFFLINE', 'This shop is offline and not taking orders right now.');

    const customer = (
      await q.query<{ name: string; contact_no: string; address_text: string | null }>(
        `SELECT c.name, c.contact_no,
                NULLIF(concat_ws(', ', NULLIF(a.address_line_one, ''), NULLIF(a.address_line_two, ''), NULLIF(a.city, ''), NULLIF(a.pin_code, '')), '') AS address_text
           FROM customers c LEFT JOIN address a ON a.id = c.address_id WHERE c.id = $1`,
        [customerId],
      )
    ).rows[0];
    if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'The customer account of this session no longer exists.');

    let lines: { row: VariantRow; quantity: number }[];
    if (input.items === undefined || input.items.length === 0) {
      if (!opts.allowSampleBasket) throw badRequest('VALIDATION_FAILED', 'body must have at least one item');
      lines = await sampleBasket(q, vendor.id);
      if (lines.length === 0) throw new AppError(409, 'NOTHING_TO_ORDER', 'This shop has no available products.');
    } else {
      const ids = input.items.map((i) => i.variantId);
      if (ids.some((id) => !isUuid(id))) throw badRequest('ITEM_UNAVAILABLE', 'One of the items is not sold by this shop.');
      const { rows } = await q.query<VariantRow>(`${VARIANT_SELECT} WHERE v.id = ANY($1::uuid[]) AND p.vendor_id = $2`, [ids, vendor.id]);
      const byId = new Map(rows.map((r) => [r.variant_id, r]));
      lines = input.items.map((item) => {
        const row = byId.get(item.variantId);
        if (!row) throw badRequest('ITEM_UNAVAILABLE', 'One of the items is not sold by this shop.');
        if (!row.available) throw badRequest('ITEM_UNAVAILABLE', `${row.product_name} is currently unavailable.`);
        return { row, quantity: item.quantity };
      });
    }

    const method = input.deliveryMethod ?? 'Home Delivery';
    let address = method === 'Self Pickup' ? null : input.deliveryAddress?.trim() || customer.address_text;
    if (method !== 'Self Pickup' && !address) {
      // The address the customer used last (customer apps offer it first).
      const last = await q.query<{ delivery_address: string }>(
        'SELECT delivery_address FROM orders WHERE customer_id = $1 AND delivery_address IS NOT NULL ORDER BY order_date DESC LIMIT 1',
        [customerId],
      );
      address = last.rows[0]?.delivery_address ?? null;
    }
    if (method !== 'Self Pickup' && !address) throw badRequest('ADDRESS_REQUIRED', 'A delivery address is needed for a delivery order.');

    const shopAttrs = await q.query<{ name: string; value: string }>(
      "SELECT name, value FROM vendor_attributes WHERE vendor_id = $1 AND name IN ('deliveryCharges', 'minimumOrder')",
      [vendor.id],
    );
    const num = (name: string) => {
      const v = Number(shopAttrs.rows.find((a) => a.name === name)?.value);
      return Number.isFinite(v) && v >= 0 ? v : 0;
    };
    const priced = lines.map((l) => ({ netPrice: Number(l.row.net_price), quantity: l.quantity }));
    const subtotal = orderTotal(priced);
    const charges = deliveryChargesFor(method, subtotal, { deliveryCharges: num('deliveryCharges'), minimumOrder: num('minimumOrder') });

    const orderId = newId();
    await q.query(
      `INSERT INTO orders (id, vendor_id, customer_id, customer_name, customer_phone, status, order_date, delivery_address, note, total, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'Pending', $6, $7, $8, $9, 1, $6, $6)`,
      [orderId, vendor.id, customerId, customer.name, customer.contact_no, now, address, input.note?.trim() || null, orderTotal(priced, charges)],
    );
    await insertRows(
      q,
      'order_items',
      lines.map((l, sort) => ({
        id: newId(),
        order_id: orderId,
        product_id: l.row.product_id,
        variant_id: l.row.variant_id,
        product_name: l.row.product_name,
        image_paths: JSON.stringify(l.row.image_path ? [l.row.image_path] : []),
        variant: l.row.variant,
        unit: l.row.unit,
        mrp: Number(l.row.mrp),
        net_price: Number(l.row.net_price),
        quantity: l.quantity,
        sort,
      })),
    );
    await insertRows(q, 'order_attributes', [
      { id: newId(), order_id: orderId, name: ORDER_ATTR.deliveryMethod, value: method },
      { id: newId(), order_id: orderId, name: ORDER_ATTR.orderDate, value: now.toISOString() },
      { id: newId(), order_id: orderId, name: ORDER_ATTR.deliveryCharges, value: String(charges) },
    ]);
    const order = await getVendorOrder(q, vendor.id, orderId, urlOf);
    return order!;
  });
}
