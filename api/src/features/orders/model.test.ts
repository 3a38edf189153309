import { describe, expect, it } from 'vitest';
import { attributesForAction, deliveryChargesFor, orderTotal } from './model.js';

describe('orderTotal', () => {
  it('is sum of netPrice x quantity plus delivery charges, in paise-exact arithmetic', () => {
    expect(
      orderTotal([
        { netPrice: 0.1, quantity: 3 },
        { netPrice: 0.2, quantity: 1 },
      ]),
    ).toBe(0.5);
    expect(orderTotal([{ netPrice: 38, quantity: 2 }], 30)).toBe(106);
    expect(orderTotal([])).toBe(0);
  });
});

describe('status change attributes', () => {
  it('stamps the action date with the server time and keeps only what the action may write', () => {
    const now = new Date('2025-11-20T10:00:00.000Z');
    const sent = [
      { name: 'delivery-time', value: 'by 9:00 PM on 21 Nov 2025' },
      { name: 'orderDate', value: '2000-01-01T00:00:00.000Z' },
      { name: 'rescheduled-on', value: '1999-01-01T00:00:00.000Z' },
    ];
    expect(attributesForAction('reschedule', now, sent, null)).toEqual([
      { name: 'rescheduledOn', value: '2025-11-20T10:00:00.000Z' },
      { name: 'deliveryTime', value: 'by 9:00 PM on 21 Nov 2025' },
    ]);
    expect(attributesForAction('cancel', now, sent, 'Payment issues')).toEqual([
      { name: 'cancelledOn', value: '2025-11-20T10:00:00.000Z' },
      { name: 'cancellationReason', value: 'Payment issues' },
    ]);
    expect(attributesForAction('paid', now, sent, null)).toEqual([{ name: 'paidOn', value: '2025-11-20T10:00:00.000Z' }]);
  });
});

describe('deliveryChargesFor', () => {
  const shop = { deliveryCharges: 30, minimumOrder: 199 };
  it('follows the shop rule', () => {
    expect(deliveryChargesFor('Self Pickup', 10, shop)).toBe(0);
    expect(deliveryChargesFor('Home Delivery', 198.99, shop)).toBe(30);
    expect(deliveryChargesFor('Home Delivery', 199, shop)).toBe(0);
    expect(deliveryChargesFor('Express', 500, shop)).toBe(50);
  });
});
