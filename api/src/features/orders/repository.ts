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
}

type UrlOf = (path: string | null) => string | null;

/** Items and attributes for a set of orders, in two queries (no N+1). */
async function hydrate(q: Queryable, rows: readonly OrderRow[], urlOf: UrlOf): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, attrs] = await Promise.all([
    q.query<{
      order_id: string;
      product_id: string | null;
      variant_id: string | null;
      product_name: string;
      image_paths: unknown;
      variant: string;
      unit: string;
      mrp: string | number;
      net_price: string | number;
      quantity: number;
    }>(
      `SELECT order_id, product_id, variant_id, product_name, image_paths, variant, unit, mrp, net_price, quantity
         FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, sort, id`,
      [ids],
    ),
    q.query<{ order_id: string; name: string; value: string }>(
      'SELECT order_id, name, value FROM order_attributes WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, name',
      [ids],
    ),
  ]);
  const itemsBy = new Map<string, OrderItem[]>();
  for (const i of items.rows) {
    const paths = Array.isArray(i.image_paths)
      ? (i.image_paths as unknown[])
      : typeof i.image_paths === 'string'
        ? (JSON.parse(i.image_paths) as unknown[])
        : [];
    const list = itemsBy.get(i.order_id) ?? [];
    list.push({
      productId: i.product_id,
      variantId: i.variant_id,
      productName: i.product_name,
      productImageUrls: paths.map((p) => urlOf(String(p))).filter((u): u is string => u !== null),
      variant: i.variant,
      unit: i.unit,
      mrp: Number(i.mrp),
      netPrice: Number(i.net_price),
      quantity: Number(i.quantity),
    });
    itemsBy.set(i.order_id, list);
  }
  const attrsBy = new Map<string, { name: string; value: string }[]>();
  for (const a of attrs.rows) {
    const list = attrsBy.get(a.order_id) ?? [];
    list.push({ name: a.name, value: a.value });
    attrsBy.set(a.order_id, list);
  }
  return rows.map((r) => ({
    orderId: r.id,
    status: r.status,
    orderDate: new Date(r.order_date).toISOString(),
    total: Number(r.total),
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    deliveryAddress: r.delivery_address,
    note: r.note,
    products: itemsBy.get(r.id) ?? [],
    attributeModels: attrsBy.get(r.id) ?? [],
    version: Number(r.version),
  }));
}

const ORDER_COLUMNS = 'id, status, order_date, total, customer_name, customer_phone, delivery_address, note, version';

/**
 * One page of a vendor's orders, newest first by order date (ties by id, so pages are stable).
 * Reads pageSize + 1 rows to tell whether another page exists. Uses the (vendor_id, status, order_date) index.
 */
export async function listVendorOrders(q: Queryable, vendorId: string, query: OrderPage, urlOf: UrlOf): Promise<{ orders: Order[]; hasMore: boolean }> {
  const params: unknown[] = [vendorId];
  let where = 'vendor_id = $1';
  if (query.status) {
    params.push(query.status);
    where += ` AND status = $${params.length}`;
  }
  params.push(query.pageSize + 1, query.pageNo * query.pageSize);
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where}
      ORDER BY order_date DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const hasMore = rows.length > query.pageSize;
  return { orders: await hydrate(q, rows.slice(0, query.pageSize), urlOf), hasMore };
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
  const [order] = await hydrate(q, rows, urlOf);
  return order ?? null;
}
