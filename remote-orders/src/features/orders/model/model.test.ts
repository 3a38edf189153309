import { describe, expect, it } from 'vitest';
import { messages } from '../../../app/messages';
import { CANCEL_REASONS, resolveCancelReason } from './cancel';
import { filterSearch, parseStatusFilter } from './filter';
import {
  cardSummary,
  computeTotal,
  deliveryCharges,
  deliveryKind,
  deliveryTime,
  displayTotal,
  itemsSubtotal,
  orderAttribute,
  shortOrderId,
  sortNewestFirst,
} from './order-fields';
import { addDays, closingTime, formatClock, isSelectableDay, monthGrid, rescheduleText, todayIn, tomorrowOf } from './reschedule';
import { ACTION_LABEL, ACTION_TOASTS, ORDER_STATUSES, STATUS_LABEL, statusLabelKey } from './status';
import { buildStatusChange } from './status-change';

// The action table itself is the API contract's and is tested there (shared/src/api-contract/rules).
describe('what the screen shows for statuses and actions', () => {
  it('labels: Completed is shown Delivered; unknown statuses have none', () => {
    expect(ORDER_STATUSES.map((s) => messages[STATUS_LABEL[s]])).toEqual(['Pending', 'Rescheduled', 'Paid', 'Delivered', 'Cancelled']);
    expect(statusLabelKey('Shipped')).toBeNull();
    expect(Object.keys(ACTION_LABEL)).toEqual(['delivered', 'paid', 'reschedule', 'cancel']);
  });

  it('toasts are the spec texts', () => {
    expect(messages[ACTION_TOASTS.delivered.success]).toBe('Order marked as delivered successfully');
    expect(messages[ACTION_TOASTS.paid.success]).toBe('Order marked as paid successfully');
    expect(messages[ACTION_TOASTS.reschedule.success]).toBe('Order rescheduled successfully');
    expect(messages[ACTION_TOASTS.cancel.success]).toBe('Order cancelled successfully');
    expect(messages[ACTION_TOASTS.delivered.failure]).toBe('Failed to mark order as delivered. Please try again.');
    expect(messages[ACTION_TOASTS.paid.failure]).toBe('Failed to mark order as paid. Please try again.');
    expect(messages[ACTION_TOASTS.reschedule.failure]).toBe('Failed to reschedule order. Please try again.');
    expect(messages[ACTION_TOASTS.cancel.failure]).toBe('Failed to cancel order. Please try again.');
  });
});

describe('date stamping', () => {
  const now = new Date('2025-11-20T10:30:00.000Z');
  it('each action stamps its date attribute with the current time', () => {
    expect(buildStatusChange({ orderId: 'o1', version: 3 }, 'delivered', now)).toEqual({
      orderId: 'o1',
      status: 'Completed',
      version: 3,
      attributeModels: [{ name: 'deliveredOn', value: '2025-11-20T10:30:00.000Z' }],
    });
    expect(buildStatusChange({ orderId: 'o1' }, 'paid', now).attributeModels).toEqual([{ name: 'paidOn', value: now.toISOString() }]);
  });
  it('cancel sends the reason; reschedule the new delivery time', () => {
    const c = buildStatusChange({ orderId: 'o1', version: 1 }, 'cancel', now, { cancellationReason: 'Payment issues' });
    expect(c).toMatchObject({ status: 'Cancelled', cancellationReason: 'Payment issues' });
    expect(c.attributeModels).toContainEqual({ name: 'cancelledOn', value: now.toISOString() });
    const r = buildStatusChange({ orderId: 'o1', version: 1 }, 'reschedule', now, { deliveryTime: 'by 9:00 PM on 21 Nov 2025' });
    expect(r.attributeModels).toEqual([
      { name: 'rescheduledOn', value: now.toISOString() },
      { name: 'deliveryTime', value: 'by 9:00 PM on 21 Nov 2025' },
    ]);
  });
});

describe('totals', () => {
  const order = {
    orderId: 'x',
    status: 'Pending',
    orderDate: '2025-11-20T10:00:00Z',
    total: 0,
    items: [
      { productId: 'a', productName: 'Milk', netPrice: 0.1, quantity: 3 },
      { productId: 'b', productName: 'Bread', netPrice: 0.2, quantity: 1 },
    ],
    attributeModels: [{ name: 'deliveryCharges', value: '30' }],
  };
  it('total = sum of netPrice x quantity + delivery charges, paise-exact', () => {
    expect(itemsSubtotal(order.items)).toBe(0.5);
    expect(computeTotal(order)).toBe(30.5);
  });
  it('delivery charges default 0', () => {
    expect(deliveryCharges({ attributeModels: [] })).toBe(0);
    expect(deliveryCharges({ attributeModels: [{ name: 'deliveryCharges', value: 'abc' }] })).toBe(0);
    expect(deliveryCharges({ attributeModels: null })).toBe(0);
  });
  it('a card shows the order total, or computes it when missing', () => {
    expect(displayTotal({ ...order, total: 99 })).toBe(99);
    expect(displayTotal({ ...order, total: undefined as unknown as number })).toBe(30.5);
  });
});

describe('order fields', () => {
  it('reads attributes in any spelling; delivery kind; delivery time default', () => {
    const o = {
      attributeModels: [
        { name: 'delivery-time', value: 'by 9:00 PM on 21 Nov 2025' },
        { name: 'Delivery Method', value: 'Self Pickup' },
      ],
    };
    expect(orderAttribute(o, 'deliveryTime')).toBe('by 9:00 PM on 21 Nov 2025');
    expect(deliveryKind(o)).toBe('Self Pickup');
    expect(deliveryKind({ attributeModels: [{ name: 'deliveryMethod', value: 'Express' }] })).toBe('Express');
    expect(deliveryKind({ attributeModels: [{ name: 'deliveryMethod', value: 'Bike' }] })).toBe('Home Delivery');
    expect(deliveryTime({ attributeModels: [] })).toBeNull();
  });
  it('card: up to 3 thumbnails, first 2 names and +N more', () => {
    const p = (n: number) => ({ productId: String(n), productName: `P${n}`, netPrice: 1, quantity: 1, productImageUrls: n === 2 ? [] : [`/img/${n}.svg`] });
    expect(cardSummary({ products: [1, 2, 3, 4, 5].map(p) })).toEqual({
      thumbnails: [
        { src: '/img/1.svg', alt: 'P1' },
        { src: '/img/3.svg', alt: 'P3' },
        { src: '/img/4.svg', alt: 'P4' },
      ],
      names: ['P1', 'P2'],
      more: 3,
    });
    expect(cardSummary({ products: [p(1)] })).toEqual({ thumbnails: [{ src: '/img/1.svg', alt: 'P1' }], names: ['P1'], more: 0 });
  });
  it('last 8 characters of the id; newest first', () => {
    expect(shortOrderId('1234567890abcdef')).toBe('90abcdef');
    const sorted = sortNewestFirst([{ orderDate: '2025-01-01T00:00:00Z' }, { orderDate: '2025-03-01T00:00:00Z' }, { orderDate: 'bad' }]);
    expect(sorted.map((o) => o.orderDate)).toEqual(['2025-03-01T00:00:00Z', '2025-01-01T00:00:00Z', 'bad']);
  });
});

describe('filter in the URL', () => {
  it('defaults to Pending; accepts statuses in any case and Delivered; reports bad values', () => {
    expect(parseStatusFilter(null)).toEqual({ status: 'Pending', invalid: null });
    expect(parseStatusFilter('paid')).toEqual({ status: 'Paid', invalid: null });
    expect(parseStatusFilter('Delivered')).toEqual({ status: 'Completed', invalid: null });
    expect(parseStatusFilter('Shipped')).toEqual({ status: 'Pending', invalid: 'Shipped' });
    for (const s of ORDER_STATUSES) expect(parseStatusFilter(s).status).toBe(s);
  });
  it('the default filter keeps the URL clean', () => {
    expect(filterSearch('Pending')).toBe('');
    expect(filterSearch('Cancelled')).toBe('?status=Cancelled');
  });
});

describe('reschedule', () => {
  it('today and tomorrow in India time', () => {
    // 20 Nov 2025 20:00 UTC is already 21 Nov in India.
    expect(todayIn(new Date('2025-11-20T20:00:00Z'))).toEqual({ year: 2025, month: 11, day: 21 });
    expect(tomorrowOf({ year: 2025, month: 12, day: 31 })).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('days up to and including today are disabled', () => {
    const today = { year: 2025, month: 11, day: 20 };
    expect(isSelectableDay(today, today)).toBe(false);
    expect(isSelectableDay({ year: 2025, month: 11, day: 19 }, today)).toBe(false);
    expect(isSelectableDay({ year: 2025, month: 11, day: 21 }, today)).toBe(true);
  });
  it("rewrites the delivery time from the shop's closing time", () => {
    expect(rescheduleText('{"start":"09:00","end":"21:00"}', { year: 2025, month: 11, day: 21 })).toBe('by 9:00 PM on 21 Nov 2025');
    expect(rescheduleText('{"start":"09:00","end":"12:30"}', { year: 2026, month: 1, day: 2 })).toBe('by 12:30 PM on 2 Jan 2026');
    expect(rescheduleText(null, { year: 2025, month: 11, day: 21 })).toBe('by 5:00 PM on 21 Nov 2025');
    expect(closingTime('not json')).toBe('17:00');
    expect(closingTime('{"end":"9:00"}')).toBe('17:00');
    expect(formatClock('00:15')).toBe('12:15 AM');
  });
  it('month grid starts on Monday', () => {
    const grid = monthGrid(2025, 11); // 1 Nov 2025 is a Saturday
    expect(grid[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(grid[0]![5]).toEqual({ year: 2025, month: 11, day: 1 });
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe('cancel reasons', () => {
  const textOf = (k: (typeof CANCEL_REASONS)[number]) => messages[k];
  it('are the six spec reasons', () => {
    expect(CANCEL_REASONS.map(textOf)).toEqual([
      'Product out of stock',
      'Unable to deliver to location',
      'Customer requested cancellation',
      'Payment issues',
      'Vendor unavailable',
      'Other',
    ]);
  });
  it('need a choice, and text for Other', () => {
    expect(resolveCancelReason(null, '', textOf)).toBeNull();
    expect(resolveCancelReason('reasonOther', '   ', textOf)).toBeNull();
    expect(resolveCancelReason('reasonOther', ' Shop closed for Diwali ', textOf)).toBe('Shop closed for Diwali');
    expect(resolveCancelReason('reasonPayment', 'ignored', textOf)).toBe('Payment issues');
    expect(messages.reasonRequired).toBe('Please select or enter a cancellation reason');
  });
});
