import type { ListOrdersQuery, Order, OrderItem, OrderStatus } from '@vd/shared/api-contract';
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

const LIST_BY_STATUS = `SELECT ${ORDER_COLUMNS} FROM orders WHERE vendor_id = $1 AND status = $2
  ORDER BY order_date DESC, id DESC LIMIT $3 OFFSET $4`;
const LIST_ALL = `SELECT ${ORDER_COLUMNS} FROM orders WHERE vendor_id = $1
  ORDER BY order_date DESC, id DESC LIMIT $2 OFFSET $3`;

/**
 * One page of a vendor's orders, newest first by order date (ties by id, so pages are stable).
 * Reads pageSize + 1 rows to tell whether another page exists. Uses the (vendor_id, status, order_date) index.
 * One query (lines and attributes are JSON on the row), a named prepared statement.
 */
export async function listVendorOrders(q: Queryable, vendorId: string, query: OrderPage, urlOf: UrlOf): Promise<{ orders: Order[]; hasMore: boolean }> {
  const limit = query.pageSize + 1;
  const offset = query.pageNo * query.pageSize;
  const { rows } = query.status
    ? await q.query<OrderRow>(LIST_BY_STATUS, [vendorId, query.status, limit, offset], { name: 'orders_page_status' })
    : await q.query<OrderRow>(LIST_ALL, [vendorId, limit, offset], { name: 'orders_page_all' });
  const hasMore = rows.length > query.pageSize;
  return { orders: toOrders(rows.slice(0, query.pageSize), urlOf), hasMore };
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
