/** Spec section 4 "Order statuses". Completed is shown as "Delivered" by the dashboard. */
export const ORDER_STATUSES = ['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(v: unknown): v is OrderStatus {
  return typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);
}

/**
 * Order attribute names (docs/decisions/api-order-attributes.md). Dates are ISO-8601 UTC strings;
 * deliveryCharges is rupees as a decimal string; deliveryMethod is 'Home Delivery', 'Express' or 'Self Pickup'.
 */
export const ORDER_ATTR = {
  deliveryMethod: 'deliveryMethod',
  deliveryTime: 'deliveryTime',
  orderDate: 'orderDate',
  deliveryCharges: 'deliveryCharges',
  cancelledOn: 'cancelledOn',
  rescheduledOn: 'rescheduledOn',
  deliveredOn: 'deliveredOn',
  paidOn: 'paidOn',
  cancellationReason: 'cancellationReason',
} as const;

export const DELIVERY_METHODS = ['Home Delivery', 'Express', 'Self Pickup'] as const;

/** Spec section 3 "Order item". */
export interface OrderItemDto {
  productId: string | null;
  variantId: string | null;
  productName: string;
  productImageUrls: string[];
  variant: string;
  unit: string;
  mrp: number;
  netPrice: number;
  quantity: number;
}

/** Spec section 3 "Order" in its list shape (items under `products`). */
export interface OrderDto {
  orderId: string;
  status: OrderStatus;
  orderDate: string;
  total: number;
  customerName: string;
  customerPhone: string | null;
  deliveryAddress: string | null;
  note: string | null;
  products: OrderItemDto[];
  attributeModels: { name: string; value: string }[];
  /** Optimistic-concurrency version, to be sent back with status changes. */
  version: number;
}

export interface OrderLine {
  netPrice: number;
  quantity: number;
}

/** total = sum of netPrice x quantity + delivery charges, in rupees rounded to paise. */
export function orderTotal(lines: readonly OrderLine[], deliveryCharges = 0): number {
  const paise = lines.reduce((s, l) => s + Math.round(l.netPrice * 100) * l.quantity, 0) + Math.round(deliveryCharges * 100);
  return paise / 100;
}

export const MAX_PAGE_SIZE = 50;

// ---------------------------------------------------------------- status machine (spec section 4)

/** What a vendor can do to an order, the status it leads to, the statuses it is offered in, and the date it stamps. */
export const ORDER_TRANSITIONS = [
  { action: 'deliver', to: 'Completed', from: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.deliveredOn },
  { action: 'pay', to: 'Paid', from: ['Completed', 'Pending', 'Rescheduled'], stamp: ORDER_ATTR.paidOn },
  { action: 'reschedule', to: 'Rescheduled', from: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.rescheduledOn },
  { action: 'cancel', to: 'Cancelled', from: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.cancelledOn },
] as const satisfies readonly { action: string; to: OrderStatus; from: readonly OrderStatus[]; stamp: string }[];

export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** The transition that moves an order from `from` to `to`, or null when the spec's table does not offer it. */
export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | null {
  const t = ORDER_TRANSITIONS.find((x) => x.to === to);
  return t && (t.from as readonly OrderStatus[]).includes(from) ? t : null;
}

/** The statuses an order in `from` may be moved to. */
export function allowedTargets(from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => (t.from as readonly OrderStatus[]).includes(from)).map((t) => t.to);
}

/** 'Delivered' is the dashboard's label of Completed; accept it as a synonym. */
export function normaliseTargetStatus(input: string): OrderStatus | null {
  if (input === 'Delivered') return 'Completed';
  return isOrderStatus(input) ? input : null;
}

/**
 * Attribute names as clients spell them ('delivered-on', 'Delivered On', 'deliveredOn', 'delivery time', ...)
 * mapped to the one stored spelling (docs/decisions/api-order-attributes.md).
 */
const ATTR_ALIASES: Record<string, string> = Object.fromEntries(
  Object.values(ORDER_ATTR).map((name) => [name.toLowerCase(), name]),
);

export function normaliseAttributeName(name: string): string | null {
  return ATTR_ALIASES[name.replace(/[^a-zA-Z]/g, '').toLowerCase()] ?? null;
}

/**
 * The attributes a status change writes: the transition's date stamp (the server's time), the
 * cancellation reason for Cancel, and a new delivery time for Reschedule when the client sent one.
 * Other names a client sends are ignored (clients cannot rewrite orderDate or deliveryCharges).
 */
export function attributesForTransition(
  t: OrderTransition,
  now: Date,
  sent: readonly { name: string; value: string }[],
  cancellationReason: string | null,
): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [{ name: t.stamp, value: now.toISOString() }];
  if (t.to === 'Cancelled' && cancellationReason !== null) out.push({ name: ORDER_ATTR.cancellationReason, value: cancellationReason });
  if (t.to === 'Rescheduled') {
    const time = sent.find((a) => normaliseAttributeName(a.name) === ORDER_ATTR.deliveryTime);
    if (time && time.value.trim() !== '') out.push({ name: ORDER_ATTR.deliveryTime, value: time.value.trim() });
  }
  return out;
}

/** Extra delivery charge of an Express order, rupees (as in the demo seed). */
export const EXPRESS_CHARGE = 50;

/**
 * Delivery charges of a new order: Self Pickup is free; Express costs EXPRESS_CHARGE; Home Delivery is
 * free from the shop's minimum order up and costs the shop's deliveryCharges below it.
 */
export function deliveryChargesFor(method: (typeof DELIVERY_METHODS)[number], subtotal: number, shop: { deliveryCharges: number; minimumOrder: number }): number {
  if (method === 'Self Pickup') return 0;
  if (method === 'Express') return EXPRESS_CHARGE;
  return subtotal >= shop.minimumOrder ? 0 : shop.deliveryCharges;
}
