import { describe, expect, it } from 'vitest';
import type { VendorOrder } from '../api/orders';
import { chainAfterPending, conflictMessageKey, listWithPending, orderAfterChange, orderWithPending, type PendingOrderEntry } from './pending';

const order = (orderId: string, status: VendorOrder['status']): VendorOrder =>
  ({ orderId, status, attributeModels: [{ name: 'deliveryMethod', value: 'Home Delivery' }], version: 1 }) as unknown as VendorOrder;

let seq = 0;
const entry = (o: VendorOrder, state: 'waiting' | 'conflict' = 'waiting', conflict?: PendingOrderEntry['conflict']): PendingOrderEntry =>
  ({ id: `k${++seq}`, seq, state, kind: 'order-status', meta: { order: o, action: 'delivered' }, ...(conflict ? { conflict } : {}) }) as PendingOrderEntry;

describe('orders waiting to send', () => {
  it('applies the status and the stamped attributes to the order', () => {
    const after = orderAfterChange(order('a', 'Pending'), {
      orderId: 'a',
      status: 'Completed',
      attributeModels: [{ name: 'deliveredOn', value: '2026-01-01T10:00:00.000Z' }],
    });
    expect(after.status).toBe('Completed');
    expect(after.attributeModels).toContainEqual({ name: 'deliveredOn', value: '2026-01-01T10:00:00.000Z' });
  });

  it('moves a changed order from its old list to its new one, as it will be', () => {
    const delivered = { ...order('a', 'Completed') };
    const entries = [entry(delivered)];
    const pendingList = listWithPending([order('a', 'Pending'), order('b', 'Pending')], 'Pending', entries);
    expect(pendingList.map((o) => o.orderId)).toEqual(['b']);
    const completedList = listWithPending([order('c', 'Completed')], 'Completed', entries);
    expect(completedList.map((o) => [o.orderId, o.status])).toEqual([
      ['a', 'Completed'],
      ['c', 'Completed'],
    ]);
    expect(orderWithPending(order('a', 'Pending'), entries)?.status).toBe('Completed');
  });

  it('a refused change leaves the order as the API has it', () => {
    const refused = entry(order('a', 'Completed'), 'conflict', { status: 409, code: 'ORDER_CHANGED', message: null });
    expect(listWithPending([order('a', 'Pending')], 'Pending', [refused]).map((o) => o.status)).toEqual(['Pending']);
    expect(orderWithPending(order('a', 'Pending'), [refused])?.status).toBe('Pending');
  });

  it('the latest change of an order wins', () => {
    const entries = [entry(order('a', 'Completed')), entry(order('a', 'Paid'))];
    expect(listWithPending([order('a', 'Pending')], 'Paid', entries).map((o) => o.status)).toEqual(['Paid']);
    expect(listWithPending([], 'Completed', entries)).toEqual([]);
  });

  it('a change after a waiting one of the same order drops the version read before', () => {
    const change = { orderId: 'a', status: 'Paid' as const, version: 1 };
    expect(chainAfterPending(change, 'a', [entry(order('a', 'Completed'))])).toEqual({ orderId: 'a', status: 'Paid' });
    expect(chainAfterPending(change, 'a', [])).toEqual(change);
  });

  it('names what a refusal means', () => {
    const o = order('a', 'Completed');
    expect(conflictMessageKey(entry(o, 'conflict', { status: 409, code: 'ORDER_CHANGED', message: null }))).toBe('conflictOrderChanged');
    expect(conflictMessageKey(entry(o, 'conflict', { status: 404, code: 'ORDER_NOT_FOUND', message: null }))).toBe('conflictOrderGone');
    expect(conflictMessageKey(entry(o, 'conflict', { status: 400, code: 'X', message: 'bad' }))).toBe('conflictRefused');
  });
});
