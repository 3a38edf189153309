import type { NameValue, Order, OrderItem } from '@vd/shared/session';
import { attributeKey, ORDER_ATTR, type DeliveryMethod } from '@vd/contract/rules';

/** Order attribute names: the API contract's (`ORDER_ATTR`). */
export const ATTR = ORDER_ATTR;

/**
 * What the readers below need of an order. Loose on purpose: an order may come from the list (lines
 * under `products`), the detail (`items` too), or an offline copy written by an older release.
 */
export interface OrderAttributes {
  attributeModels?: readonly NameValue[] | null;
}
export interface OrderLinesOf<L = OrderItem> {
  items?: readonly L[] | null;
  products?: readonly L[] | null;
}

/** An attribute value by name, tolerant of the spellings in the wild ('delivered-on', 'Delivered On'). */
export function orderAttribute(order: OrderAttributes, name: string): string | null {
  const want = attributeKey(name);
  const list: readonly NameValue[] = Array.isArray(order.attributeModels) ? order.attributeModels : [];
  const hit = list.find((a) => a && typeof a.name === 'string' && attributeKey(a.name) === want);
  const value = hit?.value;
  return value === undefined || value === null || String(value).trim() === '' ? null : String(value);
}

export type DeliveryKind = DeliveryMethod;

/** Spec: Express, Self Pickup, anything else means delivery. */
export function deliveryKind(order: OrderAttributes): DeliveryKind {
  const v = orderAttribute(order, ATTR.deliveryMethod)?.trim().toLowerCase();
  if (v === 'self pickup' || v === 'selfpickup' || v === 'pickup') return 'Self Pickup';
  if (v === 'express') return 'Express';
  return 'Home Delivery';
}

/** The delivery time text, or null ('Not scheduled'). */
export function deliveryTime(order: OrderAttributes): string | null {
  return orderAttribute(order, ATTR.deliveryTime);
}

/** The order lines: `items` in the detail view, `products` in the list view. */
export function orderLines<L>(order: OrderLinesOf<L>): L[] {
  if (Array.isArray(order.items) && order.items.length > 0) return [...order.items];
  return Array.isArray(order.products) ? [...order.products] : [];
}

const paise = (rupees: unknown) => {
  const n = typeof rupees === 'string' ? Number.parseFloat(rupees) : typeof rupees === 'number' ? rupees : 0;
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** Delivery charges in rupees; absent or invalid = 0 (shown FREE). */
export function deliveryCharges(order: OrderAttributes): number {
  return Math.max(0, paise(orderAttribute(order, ATTR.deliveryCharges))) / 100;
}

/** Sum of netPrice x quantity, paise-exact, rupees. */
export function itemsSubtotal(lines: readonly Pick<OrderItem, 'netPrice' | 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + paise(l.netPrice) * Math.max(0, Math.trunc(Number(l.quantity) || 0)), 0) / 100;
}

/** Spec: total = sum of netPrice x quantity + delivery charges. */
export function computeTotal(order: OrderAttributes & OrderLinesOf<Pick<OrderItem, 'netPrice' | 'quantity'>>): number {
  return (Math.round(itemsSubtotal(orderLines(order)) * 100) + Math.round(deliveryCharges(order) * 100)) / 100;
}

/** The total to show on a card: the order's own, or computed when it is missing. */
export function displayTotal(order: Pick<Order, 'total'> & OrderAttributes & OrderLinesOf<Pick<OrderItem, 'netPrice' | 'quantity'>>): number {
  const own = Number(order.total);
  return Number.isFinite(own) && order.total !== null && order.total !== undefined ? own : computeTotal(order);
}

/** Spec section 9: order id display is the last 8 characters. */
export const shortOrderId = (orderId: string): string => String(orderId).slice(-8);

export const THUMBNAILS_PER_CARD = 3;
export const NAMES_PER_CARD = 2;

export interface CardSummary {
  thumbnails: { src: string; alt: string }[];
  names: string[];
  more: number;
}

/** Up to 3 product thumbnails, the first 2 product names and how many more there are. */
export function cardSummary(order: OrderLinesOf<Pick<OrderItem, 'productName' | 'productImageUrls'>>): CardSummary {
  const lines = orderLines(order);
  const thumbnails = lines
    .map((l) => ({
      src: Array.isArray(l.productImageUrls) ? l.productImageUrls.find((u) => typeof u === 'string' && u !== '') : undefined,
      alt: l.productName,
    }))
    .filter((x): x is { src: string; alt: string } => typeof x.src === 'string')
    .slice(0, THUMBNAILS_PER_CARD);
  return { thumbnails, names: lines.slice(0, NAMES_PER_CARD).map((l) => l.productName), more: Math.max(0, lines.length - NAMES_PER_CARD) };
}

/** Spec: cards sorted newest first by orderDate (ties keep the server's order). */
export function sortNewestFirst<T extends Pick<Order, 'orderDate'>>(orders: readonly T[]): T[] {
  const time = (o: T) => {
    const n = Date.parse(o.orderDate);
    return Number.isNaN(n) ? -Infinity : n;
  };
  return orders
    .map((o, i) => ({ o, i }))
    .sort((a, b) => time(b.o) - time(a.o) || a.i - b.i)
    .map((x) => x.o);
}
