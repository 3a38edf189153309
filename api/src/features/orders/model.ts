/**
 * Order logic of the API. The statuses, the action table, attribute names and delivery methods are
 * the contract's ('@vd/contract'); what is here only the server does.
 */
import { normaliseAttributeName, ORDER_ACTIONS, ORDER_ATTR, type DeliveryMethod, type NameValue, type OrderAction } from '@vd/contract';

export interface OrderLine {
  netPrice: number;
  quantity: number;
}

/** total = sum of netPrice x quantity + delivery charges, in rupees rounded to paise. */
export function orderTotal(lines: readonly OrderLine[], deliveryCharges = 0): number {
  const paise = lines.reduce((s, l) => s + Math.round(l.netPrice * 100) * l.quantity, 0) + Math.round(deliveryCharges * 100);
  return paise / 100;
}

/**
 * The attributes a status change writes: the action's date stamp (the server's time), the name of
 * the staff member who made it (`staffName`; null for the owner), the cancellation reason for Cancel,
 * and a new delivery time for Reschedule when the client sent one. Other names a client sends are
 * ignored (clients cannot rewrite orderDate, deliveryCharges or who made a change).
 */
export function attributesForAction(
  action: OrderAction,
  now: Date,
  sent: readonly NameValue[],
  cancellationReason: string | null,
  staffName: string | null = null,
): NameValue[] {
  const { to, stamp, by } = ORDER_ACTIONS[action];
  const out: NameValue[] = [{ name: stamp, value: now.toISOString() }];
  if (staffName !== null) out.push({ name: by, value: staffName });
  if (to === 'Cancelled' && cancellationReason !== null) out.push({ name: ORDER_ATTR.cancellationReason, value: cancellationReason });
  if (to === 'Rescheduled') {
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
export function deliveryChargesFor(method: DeliveryMethod, subtotal: number, shop: { deliveryCharges: number; minimumOrder: number }): number {
  if (method === 'Self Pickup') return 0;
  if (method === 'Express') return EXPRESS_CHARGE;
  return subtotal >= shop.minimumOrder ? 0 : shop.deliveryCharges;
}
