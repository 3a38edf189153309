/** SQL on the orders' tables: orders, order_items, order_attributes, vendor_order_revisions (nothing else). */
import type { LiveOrders, Order, OrderItem, OrderStatus } from '@vd/contract';
import { insertRows } from '../../db/insert.js';
import { newId } from '../../lib/ids.js';
import type { Queryable } from '../../db/types.js';

interface OrderRow {
  id: string;
  status: OrderStatus;
  order_date: Date;
  total: string | number;
  customer_name: string;
  customer_phone: string | null;
  delivery_address: string | null;
  note: string | null;
  version: number;
  /** The order's lines, kept by triggers on order_items (migration 0005), in `sort, id` order. */
  products_json: StoredItem[] | string;
  /** Its attributes, kept by triggers on order_attributes, by name. */
  attributes_json: { name: string; value: string }[] | string;
}

/** One line as order_products_json() writes it. */
interface StoredItem {
  productId: string | null;
  variantId: string | null;
  productName: string;
  imagePaths: unknown;
  variant: string;
  unit: string;
  mrp: number | string;
  netPrice: number | string;
  quantity: number;
}

type UrlOf = (path: string | null) => string | null;

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Rows (with their JSON lines and attributes) to the contract's Order: one query, no second round trip. */
function toOrders(rows: readonly OrderRow[], urlOf: UrlOf): Order[] {
  return rows.map((r) => ({
    orderId: r.id,
    status: r.status,
    orderDate: new Date(r.order_date).toISOString(),
    total: Number(r.total),
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    deliveryAddress: r.delivery_address,
    note: r.note,
    products: parsed(r.products_json).map(
      (i): OrderItem => ({
        productId: i.productId,
        variantId: i.variantId,
        productName: i.productName,
        productImageUrls: (Array.isArray(i.imagePaths) ? (i.imagePaths as unknown[]) : []).map((p) => urlOf(String(p))).filter((u): u is string => u !== null),
        variant: i.variant,
        unit: i.unit,
        mrp: Number(i.mrp),
        netPrice: Number(i.netPrice),
        quantity: Number(i.quantity),
      }),
    ),
    attributeModels: parsed(r.attributes_json).map((a) => ({ name: a.name, value: a.value })),
    version: Number(r.version),
  }));
}

const ORDER_COLUMNS = 'id, status, order_date, total, customer_name, customer_phone, delivery_address, note, version, products_json, attributes_json';

/** The vendor's order revision (null: none of its orders was ever written since migration 0007; no orders). */
const REVISION = 'SELECT rev::text AS rev FROM vendor_order_revisions WHERE vendor_id = $1';

export async function vendorOrderRevision(q: Queryable, vendorId: string): Promise<string | null> {
  const { rows } = await q.query<{ rev: string }>(REVISION, [vendorId], { name: 'vendor_order_revision' });
  return rows[0]?.rev ?? null;
}

// The page's ids and row versions, with the vendor's revision read in the same statement (one
// snapshot): the page built from them may be kept under that revision. An empty page is one row
// with a null id.
const PAGE_BY_STATUS = `SELECT (SELECT rev::text FROM vendor_order_revisions WHERE vendor_id = $1) AS vrev, p.id, p.rev
  FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT id, xmin::text AS rev FROM orders WHERE vendor_id = $1 AND status = $2
     ORDER BY order_date DESC, id DESC LIMIT $3 OFFSET $4) p ON true`;
const PAGE_ALL = `SELECT (SELECT rev::text FROM vendor_order_revisions WHERE vendor_id = $1) AS vrev, p.id, p.rev
  FROM (SELECT 1) one LEFT JOIN LATERAL (
    SELECT id, xmin::text AS rev FROM orders WHERE vendor_id = $1
     ORDER BY order_date DESC, id DESC LIMIT $2 OFFSET $3) p ON true`;
const ORDERS_BY_ID = `SELECT ${ORDER_COLUMNS}, xmin::text AS rev FROM orders WHERE vendor_id = $1 AND id = ANY ($2::uuid[])`;

export interface PageIds {
  /** The vendor's order revision, read in the same statement as the ids (one snapshot). */
  vendorRev: string | null;
  /** The page's ids with their row versions (`xmin`), one more than asked when there are more. */
  rows: { id: string; rev: string }[];
}

/** One page of the vendor's order ids (newest first), with each row's version and the vendor's revision. */
export async function pageIds(q: Queryable, vendorId: string, status: OrderStatus | undefined, limit: number, offset: number): Promise<PageIds> {
  const { rows: read } = status
    ? await q.query<{ vrev: string | null; id: string | null; rev: string | null }>(PAGE_BY_STATUS, [vendorId, status, limit, offset], {
        name: 'orders_page_ids_status_rev',
      })
    : await q.query<{ vrev: string | null; id: string | null; rev: string | null }>(PAGE_ALL, [vendorId, limit, offset], { name: 'orders_page_ids_all_rev' });
  return {
    vendorRev: read[0]?.vrev ?? null,
    rows: read.filter((r): r is { vrev: string | null; id: string; rev: string } => r.id !== null).map((r) => ({ id: r.id, rev: r.rev })),
  };
}

/** These orders of the vendor (any order), each with its row version. */
export async function ordersByIds(q: Queryable, vendorId: string, ids: readonly string[], urlOf: UrlOf): Promise<{ id: string; rev: string; order: Order }[]> {
  const fresh = await q.query<OrderRow & { rev: string }>(ORDERS_BY_ID, [vendorId, ids], { name: 'orders_by_ids' });
  const orders = toOrders(fresh.rows, urlOf);
  return fresh.rows.map((row, i) => ({ id: row.id, rev: row.rev, order: orders[i]! }));
}

export async function countVendorOrders(q: Queryable, vendorId: string, status?: OrderStatus): Promise<number> {
  const { rows } = status
    ? await q.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE vendor_id = $1 AND status = $2', [vendorId, status])
    : await q.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE vendor_id = $1', [vendorId]);
  return Number(rows[0]?.n ?? 0);
}

/** One order of this vendor (null when it does not exist or belongs to another vendor). */
export async function getVendorOrder(q: Queryable, vendorId: string, orderId: string, urlOf: UrlOf): Promise<Order | null> {
  const { rows } = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND vendor_id = $2`, [orderId, vendorId]);
  const [order] = toOrders(rows, urlOf);
  return order ?? null;
}

/** The vendor's orders that are Completed or Paid (the vendor record's ordersCompleted). */
export async function completedOrderCount(q: Queryable, vendorId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE vendor_id = $1 AND status IN ('Completed', 'Paid')", [vendorId]);
  return Number(rows[0]?.n ?? 0);
}

/** Locks the vendor's order row for the transaction; its status and version (null: not the vendor's, or none). */
export async function lockOrder(q: Queryable, vendorId: string, orderId: string): Promise<{ status: OrderStatus; version: number } | null> {
  const { rows } = await q.query<{ status: OrderStatus; version: number }>('SELECT status, version FROM orders WHERE id = $1 AND vendor_id = $2 FOR UPDATE', [
    orderId,
    vendorId,
  ]);
  const row = rows[0];
  return row ? { status: row.status, version: Number(row.version) } : null;
}

/** Sets the status and moves the version on, guarded by the version read; answers whether the row was updated. */
export async function updateOrderStatus(q: Queryable, vendorId: string, orderId: string, status: OrderStatus, version: number, now: Date): Promise<boolean> {
  const updated = await q.query('UPDATE orders SET status = $1, version = version + 1, updated_at = $2 WHERE id = $3 AND vendor_id = $4 AND version = $5', [
    status,
    now,
    orderId,
    vendorId,
    version,
  ]);
  return updated.rowCount === 1;
}

/** Writes attributes of an order, replacing the values of names it has. */
export async function upsertOrderAttributes(q: Queryable, orderId: string, attrs: readonly { name: string; value: string }[]): Promise<void> {
  for (const a of attrs) {
    await q.query(
      `INSERT INTO order_attributes (id, order_id, name, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id, name) DO UPDATE SET value = EXCLUDED.value`,
      [newId(), orderId, a.name, a.value],
    );
  }
}

export async function deleteOrderAttribute(q: Queryable, orderId: string, name: string): Promise<void> {
  await q.query('DELETE FROM order_attributes WHERE order_id = $1 AND name = $2', [orderId, name]);
}

/**
 * The live summary (pending count, a revision string the dashboard compares, the newest order),
 * with the vendor's order revision read in the same statement (one snapshot).
 */
export async function readLiveSummary(q: Queryable, vendorId: string): Promise<{ summary: LiveOrders; rev: string | null }> {
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

/** The delivery address the customer used last, or null. */
export async function lastDeliveryAddress(q: Queryable, customerId: string): Promise<string | null> {
  const last = await q.query<{ delivery_address: string }>(
    'SELECT delivery_address FROM orders WHERE customer_id = $1 AND delivery_address IS NOT NULL ORDER BY order_date DESC LIMIT 1',
    [customerId],
  );
  return last.rows[0]?.delivery_address ?? null;
}

export interface NewOrder {
  id: string;
  vendorId: string;
  customerId: string;
  customerName: string;
  customerPhone: string;
  orderDate: Date;
  deliveryAddress: string | null;
  note: string | null;
  total: number;
  lines: {
    productId: string;
    variantId: string;
    productName: string;
    imagePaths: string[];
    variant: string;
    unit: string;
    mrp: number;
    netPrice: number;
    quantity: number;
  }[];
  attributes: { name: string; value: string }[];
}

/** A new Pending order (version 1) with its lines and attributes. */
export async function insertOrder(q: Queryable, o: NewOrder): Promise<void> {
  await q.query(
    `INSERT INTO orders (id, vendor_id, customer_id, customer_name, customer_phone, status, order_date, delivery_address, note, total, version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Pending', $6, $7, $8, $9, 1, $6, $6)`,
    [o.id, o.vendorId, o.customerId, o.customerName, o.customerPhone, o.orderDate, o.deliveryAddress, o.note, o.total],
  );
  await insertRows(
    q,
    'order_items',
    o.lines.map((l, sort) => ({
      id: newId(),
      order_id: o.id,
      product_id: l.productId,
      variant_id: l.variantId,
      product_name: l.productName,
      image_paths: JSON.stringify(l.imagePaths),
      variant: l.variant,
      unit: l.unit,
      mrp: l.mrp,
      net_price: l.netPrice,
      quantity: l.quantity,
      sort,
    })),
  );
  await insertRows(
    q,
    'order_attributes',
    o.attributes.map((a) => ({ id: newId(), order_id: o.id, name: a.name, value: a.value })),
  );
}

/** What the Today summary reads of the orders, per India day; the maths is the contract's `summarise`. */
export interface SummaryRows {
  placed: { day: number; count: number }[];
  stamps: { kind: 'delivered' | 'paid'; day: number; count: number; rupees: number }[];
  pending: number;
  unpaid: { count: number; rupees: number };
}

// One statement, one snapshot, a handful of rows. India days are buckets of the epoch shifted by
// +05:30 ($4 seconds, the contract's INDIA_OFFSET_SECONDS; the same arithmetic as indiaDayNumber).
// Orders placed from the window's start come by (vendor_id, order_date). A Delivered or Paid stamp
// at or after the start belongs to an order updated at or after it (the stamp is written with the
// status change), so the stamps come by (vendor_id, updated_at) and their rows by (order_id, name).
// Stamps are ISO-8601 UTC strings the server wrote; anything else is skipped, never cast.
const SUMMARY = `WITH placed AS (
    SELECT floor((extract(epoch FROM order_date) + $4) / 86400)::int AS day, count(*)::int AS n
      FROM orders WHERE vendor_id = $1 AND order_date >= $2 GROUP BY 1
  ), stamps AS (
    SELECT a.name, floor((extract(epoch FROM CASE WHEN a.value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]+)?Z$' THEN a.value::timestamptz END) + $4) / 86400)::int AS day,
           count(*)::int AS n, sum(o.total)::text AS rupees
      FROM orders o JOIN order_attributes a ON a.order_id = o.id AND a.name IN ('deliveredOn', 'paidOn')
     WHERE o.vendor_id = $1 AND o.updated_at >= $2 AND a.value >= $3 GROUP BY 1, 2
  )
  SELECT
    (SELECT rev::text FROM vendor_order_revisions WHERE vendor_id = $1) AS vrev,
    (SELECT coalesce(json_agg(json_build_array(day, n)), '[]') FROM placed) AS placed,
    (SELECT coalesce(json_agg(json_build_array(name, day, n, rupees)), '[]') FROM stamps WHERE day IS NOT NULL) AS stamps,
    (SELECT count(*)::int FROM orders WHERE vendor_id = $1 AND status = 'Pending') AS pending,
    (SELECT count(*)::int FROM orders WHERE vendor_id = $1 AND status = 'Completed') AS unpaid_count,
    (SELECT coalesce(sum(total), 0)::text FROM orders WHERE vendor_id = $1 AND status = 'Completed') AS unpaid_rupees`;

/** The summary's rows, with the vendor's order revision read in the same statement (one snapshot). */
export async function readSummaryRows(q: Queryable, vendorId: string, from: Date, offsetSeconds: number): Promise<{ rows: SummaryRows; rev: string | null }> {
  const { rows } = await q.query<{
    vrev: string | null;
    placed: [number, number][] | string;
    stamps: [string, number, number, string][] | string;
    pending: number;
    unpaid_count: number;
    unpaid_rupees: string;
  }>(SUMMARY, [vendorId, from, from.toISOString(), offsetSeconds], { name: 'orders_summary' });
  const r = rows[0]!;
  return {
    rev: r.vrev,
    rows: {
      placed: parsed(r.placed).map(([day, count]) => ({ day: Number(day), count: Number(count) })),
      stamps: parsed(r.stamps).map(([name, day, count, rupees]) => ({
        kind: name === 'paidOn' ? 'paid' : 'delivered',
        day: Number(day),
        count: Number(count),
        rupees: Number(rupees),
      })),
      pending: Number(r.pending),
      unpaid: { count: Number(r.unpaid_count), rupees: Number(r.unpaid_rupees) },
    },
  };
}
