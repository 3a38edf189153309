import type { ListOrdersQuery, Order, OrderItem, OrderStatus } from '@vd/contract';
import type { Queryable } from '../../db/types.js';

/** A page request with the schema's defaults applied. */
export type OrderPage = Required<Pick<ListOrdersQuery, 'pageNo' | 'pageSize'>> & Pick<ListOrdersQuery, 'status'>;

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

/**
 * The serialised orders of this process, by (public base, order id, row version `xmin`): a list page
 * is one small indexed query (ids and row versions) plus, for the orders not met before, one query
 * for their rows. Any change to an order row, its lines or its attributes (the triggers rewrite the
 * row) gives it a new xmin, so an entry can never be served for a changed order; old entries are
 * simply not asked for again and leave when the cache starts over.
 */
export class OrderJsonCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly maxEntries = 20_000) {}
  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }
  set(key: string, json: Buffer): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, json);
  }
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/**
 * Whole answers of this process (the orders list's pages, the live poll's summary) by what was
 * asked, each kept with the vendor's order revision (`vendor_order_revisions.rev`, migration 0007)
 * it was built from. The revision changes in every transaction that writes any of the vendor's
 * orders, their lines or attributes, so an answer is only served while the database still holds
 * the same orders: one primary-key lookup per request validates it, in any process. Bounded by
 * bytes; the oldest answers leave first.
 */
export class RevisionedAnswers<T> {
  private readonly entries = new Map<string, { rev: string | null; value: T; bytes: number }>();
  private bytes = 0;
  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly sizeOf: (value: T) => number = () => 1,
  ) {}
  get(key: string, rev: string | null): T | undefined {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.rev === rev ? hit.value : undefined;
  }
  set(key: string, rev: string | null, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = this.sizeOf(value) + key.length;
    for (const [k, e] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
    this.entries.set(key, { rev, value, bytes });
    this.bytes += bytes;
  }
}

export interface OrderPageJson {
  json: Buffer;
  hasMore: boolean;
}

export const orderPageCache = () => new RevisionedAnswers<OrderPageJson>(32 * 1024 * 1024, (p) => p.json.length);

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

/**
 * listVendorOrders, answered as the JSON text of the page (the same orders, the same shape): what
 * the list route sends. A page asked before in this process while the vendor's orders have not
 * changed since (same revision) is sent as it was, after one primary-key lookup; otherwise the
 * page is read, and orders met before in this process are not read or serialised again.
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
    const hit = pages.get(pageKey, await vendorOrderRevision(q, vendorId));
    if (hit) return hit;
  }
  const limit = query.pageSize + 1;
  const offset = query.pageNo * query.pageSize;
  const { rows: read } = query.status
    ? await q.query<{ vrev: string | null; id: string | null; rev: string | null }>(PAGE_BY_STATUS, [vendorId, query.status, limit, offset], {
        name: 'orders_page_ids_status_rev',
      })
    : await q.query<{ vrev: string | null; id: string | null; rev: string | null }>(PAGE_ALL, [vendorId, limit, offset], { name: 'orders_page_ids_all_rev' });
  const vendorRev = read[0]?.vrev ?? null;
  const rows = read.filter((r): r is { vrev: string | null; id: string; rev: string } => r.id !== null);
  const hasMore = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  const keyOf = (id: string, rev: string) => `${base}|${id}|${rev}`;
  const parts = page.map((r) => cache.get(keyOf(r.id, r.rev)));
  const missing = page.filter((_, i) => parts[i] === undefined).map((r) => r.id);
  let changedSince = false;
  if (missing.length > 0) {
    const fresh = await q.query<OrderRow & { rev: string }>(ORDERS_BY_ID, [vendorId, missing], { name: 'orders_by_ids' });
    const orders = toOrders(fresh.rows, urlOf);
    const byId = new Map<string, Buffer>();
    fresh.rows.forEach((row, i) => {
      // Kept as UTF-8 bytes: the answer is then one copy, with no text encoding per request.
      const json = Buffer.from(JSON.stringify(orders[i]));
      cache.set(keyOf(row.id, row.rev), json);
      byId.set(row.id, json);
    });
    page.forEach((r, i) => {
      parts[i] ??= byId.get(r.id);
    });
    // Read in a later snapshot: an order changed or deleted in between makes this page one that
    // the revision read with the ids does not describe; it is sent, not kept.
    changedSince = fresh.rows.length !== missing.length || fresh.rows.some((row) => page.find((r) => r.id === row.id)?.rev !== row.rev);
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
