import { describe, expect, it } from 'vitest';
import { paymentRequestFor, whatsappLinkFor } from './payment';

const vendor = (attrs: Record<string, string>, shopName = 'Sharma General Store') => ({
  shopName,
  attributeValues: Object.entries(attrs).map(([name, value]) => ({ name, value })),
});
const order = (status: string) => ({
  orderId: '0f3c2a9e-1111-4222-8333-9d8e7f6a5b4c',
  status,
  customerPhone: '+919812345678',
  items: [
    { netPrice: 45.5, quantity: 2 },
    { netPrice: 99, quantity: 1 },
  ],
  attributeModels: [{ name: 'deliveryCharges', value: '30' }],
});

describe('payment request', () => {
  it('asks for the order total on unpaid orders, payee = the payee name, else the shop name', () => {
    for (const status of ['Pending', 'Rescheduled', 'Completed']) {
      const r = paymentRequestFor(order(status), vendor({ upiId: 'sharmastore@okaxis', upiPayeeName: 'Ramesh Sharma' }));
      expect(r).toMatchObject({ kind: 'request', amount: '220.00', payee: 'Ramesh Sharma', note: 'Order #7f6a5b4c' });
      expect(r && r.kind === 'request' && r.link).toBe('upi://pay?pa=sharmastore@okaxis&pn=Ramesh%20Sharma&am=220.00&cu=INR&tn=Order%20%237f6a5b4c');
    }
    const r = paymentRequestFor(order('Pending'), vendor({ upiId: 'sharmastore@okaxis' }, 'शर्मा स्टोर'));
    expect(r && r.kind === 'request' && new URL(r.link).searchParams.get('pn')).toBe('शर्मा स्टोर');
  });
  it('offers to add a UPI ID when there is none or it is malformed', () => {
    expect(paymentRequestFor(order('Pending'), vendor({}))).toEqual({ kind: 'missing' });
    expect(paymentRequestFor(order('Completed'), vendor({ upiId: 'not a vpa' }))).toEqual({ kind: 'missing' });
  });
  it('asks nothing of Paid and Cancelled orders', () => {
    expect(paymentRequestFor(order('Paid'), vendor({ upiId: 'a@b' }))).toBeNull();
    expect(paymentRequestFor(order('Cancelled'), vendor({ upiId: 'a@b' }))).toBeNull();
  });
  it('WhatsApp opens the customer chat, or null without a mobile number', () => {
    expect(whatsappLinkFor({ customerPhone: '+919812345678' }, 'Pay ₹220')).toBe(`https://wa.me/919812345678?text=${encodeURIComponent('Pay ₹220')}`);
    expect(whatsappLinkFor({ customerPhone: null }, 'x')).toBeNull();
  });
});
