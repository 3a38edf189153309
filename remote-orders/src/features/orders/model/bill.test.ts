import { describe, expect, it } from 'vitest';
import { type BillTexts, billContent } from './bill';

const w: BillTexts = {
  title: 'Bill',
  orderNo: (id) => `Order #${id}`,
  date: (d) => `Date: ${d}`,
  customer: (n) => `Customer: ${n}`,
  phone: (p) => `Phone: ${p}`,
  gst: (g) => `GSTIN: ${g}`,
  item: 'Item',
  qty: 'Qty',
  amount: 'Amount',
  itemTotal: 'Item Total',
  deliveryCharges: 'Delivery Charges',
  free: 'FREE',
  total: 'Total',
  payment: (s) => `Payment: ${s}`,
  paid: 'Paid',
  unpaid: 'Not paid yet',
  cancelled: 'Order cancelled',
  scan: 'Scan to pay',
  thanks: 'Thanks',
};
const vendor = {
  shopName: 'Sharma General Store',
  contactNo: '+919876543210',
  addressText: '12 Lajpat Nagar, New Delhi',
  attributeValues: [
    { name: 'gstNo', value: '07AABCS1234F1Z5' },
    { name: 'upiId', value: 'sharmastore@okaxis' },
  ],
};
const order = (status: string, charges = '0') => ({
  orderId: '0f3c2a9e-1111-4222-8333-9d8e7f6a5b4c',
  status,
  orderDate: '2026-11-24T06:30:00.000Z',
  customerName: 'Asha Verma',
  items: [
    { productName: 'Basmati Rice', variant: '5', unit: 'kg', netPrice: 1250, quantity: 2 },
    { productName: 'आटा', variant: '1', unit: 'kg', netPrice: 45.5, quantity: 1 },
  ],
  attributeModels: [{ name: 'deliveryCharges', value: charges }],
});

describe('bill content', () => {
  it('has the shop, the order, every line with Indian grouping, FREE delivery, the total and the UPI link when unpaid', () => {
    const b = billContent(order('Completed'), vendor, w);
    expect(b.shopName).toBe('Sharma General Store');
    expect(b.shopLines).toEqual(['12 Lajpat Nagar, New Delhi', 'Phone: 9876543210', 'GSTIN: 07AABCS1234F1Z5']);
    expect(b.orderNo).toBe('Order #7f6a5b4c');
    expect(b.date).toMatch(/^Date: 24 Nov 2026, 12:00 pm$/);
    expect(b.rows).toEqual([
      { name: 'Basmati Rice', detail: '5 kg @ ₹1,250', qty: '2', amount: '₹2,500' },
      { name: 'आटा', detail: '1 kg @ ₹45.50', qty: '1', amount: '₹45.50' },
    ]);
    expect(b.totals).toEqual([
      { label: 'Item Total', value: '₹2,545.50' },
      { label: 'Delivery Charges', value: 'FREE' },
      { label: 'Total', value: '₹2,545.50', strong: true },
    ]);
    expect(b.payment).toBe('Payment: Not paid yet');
    expect(b.upi?.link).toBe('upi://pay?pa=sharmastore@okaxis&pn=Sharma%20General%20Store&am=2545.50&cu=INR&tn=Order%20%237f6a5b4c');
    expect(b.fileName).toBe('bill-7f6a5b4c.pdf');
  });
  it('a paid order has no QR; charges show in rupees; no GSTIN line when unset', () => {
    const b = billContent(order('Paid', '30'), { ...vendor, attributeValues: [] }, w);
    expect(b.upi).toBeNull();
    expect(b.payment).toBe('Payment: Paid');
    expect(b.totals[1]).toEqual({ label: 'Delivery Charges', value: '₹30' });
    expect(b.totals[2]?.value).toBe('₹2,575.50');
    expect(b.shopLines).toEqual(['12 Lajpat Nagar, New Delhi', 'Phone: 9876543210']);
  });
});
