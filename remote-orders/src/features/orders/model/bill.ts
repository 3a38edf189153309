/**
 * The bill's content as plain rows: what make-bill draws, in the page's language, with
 * the rupee sign and Indian digit grouping. The shop's name, address, phone and GSTIN when set,
 * 'Order #' and the date, every line, delivery charges (FREE at 0), the total, the payment status,
 * and for an unpaid order the UPI link its QR code carries.
 */
import { formatDateTime, formatRupees } from '@vd/shared/format';
import { stripCountryCode, VENDOR_ATTR, readAttribute } from '@vd/contract/rules';
import type { OrderStatus } from '@vd/shared/session';
import { computeTotal, deliveryCharges, itemsSubtotal, orderLines, type OrderAttributes, type OrderLinesOf } from './order-fields';
import { paymentRequestFor } from './payment';

type VendorLike = Parameters<typeof readAttribute>[0] & {
  shopName?: string | null;
  contactNo?: string | null;
  addressText?: string | null;
};
interface BillLine {
  productName: string;
  variant?: string | null;
  unit?: string | null;
  netPrice: number;
  quantity: number;
}
type BillOrder = {
  orderId: string;
  status: OrderStatus | string;
  orderDate: string;
  customerName?: string | null;
  customerPhone?: string | null;
} & OrderAttributes &
  OrderLinesOf<BillLine>;

/** The words the bill uses, in the page's language (the components pass the catalogues' texts). */
export interface BillTexts {
  title: string;
  orderNo: (id: string) => string;
  date: (date: string) => string;
  customer: (name: string) => string;
  phone: (phone: string) => string;
  gst: (gst: string) => string;
  item: string;
  qty: string;
  amount: string;
  itemTotal: string;
  deliveryCharges: string;
  free: string;
  total: string;
  payment: (status: string) => string;
  paid: string;
  unpaid: string;
  cancelled: string;
  scan: string;
  thanks: string;
}

export interface BillRow {
  name: string;
  detail: string;
  qty: string;
  amount: string;
}

export interface BillContent {
  shopName: string;
  /** Address, phone and GSTIN lines (the ones set). */
  shopLines: string[];
  title: string;
  orderNo: string;
  date: string;
  customer: string | null;
  head: { item: string; qty: string; amount: string };
  rows: BillRow[];
  totals: { label: string; value: string; strong?: boolean }[];
  payment: string;
  /** The UPI link of an unpaid order (the QR code), with the caption under it. */
  upi: { link: string; caption: string } | null;
  thanks: string;
  /** The file name: bill-<last 8 of the id>.pdf */
  fileName: string;
}

export function billContent(order: BillOrder, vendor: VendorLike | null | undefined, w: BillTexts): BillContent {
  const lines = orderLines(order);
  const charges = deliveryCharges(order);
  const short = order.orderId.slice(-8);
  const gst = (readAttribute(vendor, VENDOR_ATTR.gstNo) ?? '').trim();
  const phone = (vendor?.contactNo ?? '').trim();
  const address = (vendor?.addressText ?? '').trim();
  const request = paymentRequestFor(order, vendor);
  const status = order.status === 'Paid' ? w.paid : order.status === 'Cancelled' ? w.cancelled : w.unpaid;
  return {
    shopName: (vendor?.shopName ?? '').trim(),
    shopLines: [address, phone ? w.phone(stripCountryCode(phone)) : '', gst ? w.gst(gst) : ''].filter((l) => l !== ''),
    title: w.title,
    orderNo: w.orderNo(short),
    date: w.date(formatDateTime(order.orderDate)),
    customer: order.customerName ? w.customer(order.customerName) : null,
    head: { item: w.item, qty: w.qty, amount: w.amount },
    rows: lines.map((l) => ({
      name: l.productName,
      detail: `${[l.variant, l.unit].filter((x) => x !== null && x !== undefined && x !== '').join(' ')} @ ${formatRupees(l.netPrice)}`.trim(),
      qty: String(l.quantity),
      amount: formatRupees(itemsSubtotal([l])),
    })),
    totals: [
      { label: w.itemTotal, value: formatRupees(itemsSubtotal(lines)) },
      { label: w.deliveryCharges, value: charges === 0 ? w.free : formatRupees(charges) },
      { label: w.total, value: formatRupees(computeTotal(order)), strong: true },
    ],
    payment: w.payment(status),
    upi: request?.kind === 'request' ? { link: request.link, caption: w.scan } : null,
    thanks: w.thanks,
    fileName: `bill-${short}.pdf`,
  };
}
