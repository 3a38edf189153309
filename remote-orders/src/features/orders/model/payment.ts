/**
 * The order screen's UPI payment request: whether an order offers one, and its link,
 * amount, payee and the WhatsApp message. The link rules are the contract's (`upiPayLink`).
 */
import { isUpiId, ORDER_ACTIONS, upiAmount, upiOrderNote, upiPayLink, VENDOR_ATTR, whatsappChatLink, readAttribute } from '@vd/contract/rules';
import type { OrderStatus } from '@vd/shared/session';
import { computeTotal, type OrderAttributes, type OrderLinesOf } from './order-fields';

type VendorLike = Parameters<typeof readAttribute>[0] & { shopName?: string | null };
type PayableOrder = { orderId: string; status: OrderStatus | string; customerPhone?: string | null } & OrderAttributes &
  OrderLinesOf<{ netPrice: number; quantity: number }>;

/** Unpaid: an order Paid may still be asked for (Pending, Rescheduled, Completed), the contract's action table. */
export const isUnpaid = (status: string): boolean => (ORDER_ACTIONS.paid.offeredIn as readonly string[]).includes(status);

export interface PaymentRequest {
  kind: 'request';
  link: string;
  /** '240.00' */
  amount: string;
  rupees: number;
  upiId: string;
  payee: string;
  note: string;
}

/**
 * What the order screen offers: a request (unpaid order, UPI ID set), `missing` (unpaid, no valid
 * UPI ID: offer to add one), or null (Paid or Cancelled: nothing to ask).
 */
export function paymentRequestFor(order: PayableOrder, vendor: VendorLike | null | undefined): PaymentRequest | { kind: 'missing' } | null {
  if (!isUnpaid(order.status)) return null;
  const upiId = (readAttribute(vendor, VENDOR_ATTR.upiId) ?? '').trim();
  if (!isUpiId(upiId)) return { kind: 'missing' };
  const payee = (readAttribute(vendor, VENDOR_ATTR.upiPayeeName) ?? '').trim() || (vendor?.shopName ?? '').trim();
  const rupees = computeTotal(order);
  const note = upiOrderNote(order.orderId);
  return { kind: 'request', link: upiPayLink({ upiId, payeeName: payee, amount: rupees, note }), amount: upiAmount(rupees), rupees, upiId, payee, note };
}

/** The WhatsApp chat with the customer carrying `message` (null without a customer mobile number: use the share sheet). */
export const whatsappLinkFor = (order: { customerPhone?: string | null }, message: string): string | null => whatsappChatLink(order.customerPhone, message);
