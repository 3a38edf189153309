import { describe, expect, it } from 'vitest';
import { allowedTargets, attributesForTransition, deliveryChargesFor, findTransition, isOrderStatus, normaliseAttributeName, normaliseTargetStatus, ORDER_STATUSES, orderTotal, type OrderStatus } from './model.js';

describe('orderTotal', () => {
  it('is sum of netPrice x quantity plus delivery charges, in paise-exact arithmetic', () => {
    expect(orderTotal([{ netPrice: 0.1, quantity: 3 }, { netPrice: 0.2, quantity: 1 }])).toBe(0.5);
    expect(orderTotal([{ netPrice: 38, quantity: 2 }], 30)).toBe(106);
    expect(orderTotal([])).toBe(0);
  });
});

describe('isOrderStatus', () => {
  it('knows the five statuses, case-sensitively', () => {
    expect(isOrderStatus('Completed')).toBe(true);
    expect(isOrderStatus('completed')).toBe(false);
    expect(isOrderStatus('Delivered')).toBe(false);
  });
});


describe('status machine (spec section 4 table)', () => {
  const table: Record<OrderStatus, OrderStatus[]> = {
    Pending: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Rescheduled: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Completed: ['Paid'],
    Paid: [],
    Cancelled: [],
  };
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = table[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'offered' : 'refused'}`, () => {
        expect(findTransition(from, to) !== null).toBe(allowed);
      });
    }
    it(`allowedTargets(${from})`, () => expect(allowedTargets(from).sort()).toEqual([...table[from]].sort()));
  }

  it('accepts Delivered as the label of Completed', () => {
    expect(normaliseTargetStatus('Delivered')).toBe('Completed');
    expect(normaliseTargetStatus('Paid')).toBe('Paid');
    expect(normaliseTargetStatus('paid')).toBeNull();
  });
});

describe('attribute names', () => {
  it('normalises the spellings clients use', () => {
    expect(normaliseAttributeName('delivered-on')).toBe('deliveredOn');
    expect(normaliseAttributeName('Delivered On')).toBe('deliveredOn');
    expect(normaliseAttributeName('cancelledOn')).toBe('cancelledOn');
    expect(normaliseAttributeName('delivery time')).toBe('deliveryTime');
    expect(normaliseAttributeName('colour')).toBeNull();
  });

  it('stamps the transition date with the server time and keeps only what the action may write', () => {
    const now = new Date('2025-11-20T10:00:00.000Z');
    const sent = [
      { name: 'delivery-time', value: 'by 9:00 PM on 21 Nov 2025' },
      { name: 'orderDate', value: '2000-01-01T00:00:00.000Z' },
      { name: 'rescheduled-on', value: '1999-01-01T00:00:00.000Z' },
    ];
    expect(attributesForTransition(findTransition('Pending', 'Rescheduled')!, now, sent, null)).toEqual([
      { name: 'rescheduledOn', value: '2025-11-20T10:00:00.000Z' },
      { name: 'deliveryTime', value: 'by 9:00 PM on 21 Nov 2025' },
    ]);
    expect(attributesForTransition(findTransition('Pending', 'Cancelled')!, now, sent, 'Payment issues')).toEqual([
      { name: 'cancelledOn', value: '2025-11-20T10:00:00.000Z' },
      { name: 'cancellationReason', value: 'Payment issues' },
    ]);
    expect(attributesForTransition(findTransition('Completed', 'Paid')!, now, sent, null)).toEqual([{ name: 'paidOn', value: '2025-11-20T10:00:00.000Z' }]);
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
