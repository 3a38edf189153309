import { describe, expect, it } from 'vitest';
import {
  actionBetween,
  allowedActions,
  allowedTargets,
  attributeKey,
  isOrderStatus,
  normaliseAttributeName,
  normaliseTargetStatus,
  ORDER_ACTION_NAMES,
  ORDER_ACTIONS,
  ORDER_ATTR,
  ORDER_STATUSES,
  type OrderStatus,
} from './orders.js';

describe('order statuses (spec section 4)', () => {
  it('are the five, in the order of the filter chips, case-sensitive', () => {
    expect(ORDER_STATUSES).toEqual(['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled']);
    expect(isOrderStatus('Completed')).toBe(true);
    expect(isOrderStatus('completed')).toBe(false);
    expect(isOrderStatus('Delivered')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('the action table (spec section 4), the one copy', () => {
  it('names each action, its resulting status, where it is offered, the date it stamps and who made it', () => {
    expect(ORDER_ACTION_NAMES).toEqual(['delivered', 'paid', 'reschedule', 'cancel']);
    expect(ORDER_ACTIONS).toEqual({
      delivered: { to: 'Completed', offeredIn: ['Pending', 'Rescheduled'], stamp: 'deliveredOn', by: 'deliveredBy' },
      paid: { to: 'Paid', offeredIn: ['Completed', 'Pending', 'Rescheduled'], stamp: 'paidOn', by: 'paidBy' },
      reschedule: { to: 'Rescheduled', offeredIn: ['Pending', 'Rescheduled'], stamp: 'rescheduledOn', by: 'rescheduledBy' },
      cancel: { to: 'Cancelled', offeredIn: ['Pending', 'Rescheduled'], stamp: 'cancelledOn', by: 'cancelledBy' },
    });
  });

  it.each([
    ['Pending', ['delivered', 'paid', 'reschedule', 'cancel']],
    ['Rescheduled', ['delivered', 'paid', 'reschedule', 'cancel']],
    ['Completed', ['paid']],
    ['Paid', []],
    ['Cancelled', []],
    ['Shipped', []],
  ])('%s offers %j (in button order)', (status, expected) => {
    expect(allowedActions(status)).toEqual(expected);
  });

  const moves: Record<OrderStatus, OrderStatus[]> = {
    Pending: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Rescheduled: ['Completed', 'Paid', 'Rescheduled', 'Cancelled'],
    Completed: ['Paid'],
    Paid: [],
    Cancelled: [],
  };
  for (const from of ORDER_STATUSES) {
    it(`moves from ${from}`, () => {
      expect(allowedTargets(from)).toEqual(moves[from]);
      for (const to of ORDER_STATUSES) {
        const action = actionBetween(from, to);
        expect(action !== null).toBe(moves[from].includes(to));
        if (action) expect(ORDER_ACTIONS[action].to).toBe(to);
      }
    });
  }

  it('accepts Delivered as the label of Completed in a status change', () => {
    expect(normaliseTargetStatus('Delivered')).toBe('Completed');
    expect(normaliseTargetStatus('Paid')).toBe('Paid');
    expect(normaliseTargetStatus('paid')).toBeNull();
  });
});

describe('order attribute names', () => {
  it('are the decision record names', () => {
    expect(Object.values(ORDER_ATTR)).toEqual([
      'deliveryMethod',
      'deliveryTime',
      'orderDate',
      'deliveryCharges',
      'cancelledOn',
      'rescheduledOn',
      'deliveredOn',
      'paidOn',
      'cancellationReason',
      'deliveredBy',
      'paidBy',
      'rescheduledBy',
      'cancelledBy',
    ]);
  });

  it('normalises the spellings clients use to the stored one', () => {
    expect(normaliseAttributeName('delivered-on')).toBe('deliveredOn');
    expect(normaliseAttributeName('Delivered On')).toBe('deliveredOn');
    expect(normaliseAttributeName('cancelledOn')).toBe('cancelledOn');
    expect(normaliseAttributeName('delivery time')).toBe('deliveryTime');
    expect(normaliseAttributeName('colour')).toBeNull();
    expect(attributeKey('Delivery-Time')).toBe(attributeKey('deliveryTime'));
  });
});
