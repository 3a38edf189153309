/**
 * Status changes waiting in the outbox: the orders as the vendor made them, shown over
 * the last copy read (lists and detail), with the mark of each. Plain functions; the hooks wire them.
 */
import type { OutboxEntry } from '@vd/shared/outbox';
import type { OrderStatus } from '@vd/shared/session';
import type { OrderChangeMeta, VendorOrder } from '../api/orders';
import { CONFLICT_CODES } from './detail-view';
import type { StatusChangeRequest } from './status-change';

export type { OrderChangeMeta };

export type PendingOrderEntry = OutboxEntry<OrderChangeMeta>;

/** The order with the change applied: its new status and the attributes the request sets. */
export function orderAfterChange(order: VendorOrder, change: StatusChangeRequest): VendorOrder {
  const attrs = [...(order.attributeModels ?? [])];
  for (const a of change.attributeModels ?? []) {
    const i = attrs.findIndex((x) => x.name === a.name);
    if (i >= 0) attrs[i] = a;
    else attrs.push(a);
  }
  return { ...order, status: change.status as OrderStatus, attributeModels: attrs };
}

/** The newest unsent change of each order (the later one describes the order as it will be). */
export function latestByOrder(entries: readonly PendingOrderEntry[]): Map<string, PendingOrderEntry> {
  const map = new Map<string, PendingOrderEntry>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) map.set(e.meta.order.orderId, e);
  return map;
}

/** The newest change of each order that still waits to be sent (a refused one changes nothing). */
export function waitingByOrder(entries: readonly PendingOrderEntry[]): Map<string, PendingOrderEntry> {
  return latestByOrder(entries.filter((e) => e.state === 'waiting'));
}

/**
 * One status's list with the waiting changes over it: an order changed to another status leaves it,
 * an order changed to this status joins it (first), and each shows as it will be. A refused change
 * shows the order as the API has it (with the refusal on it).
 */
export function listWithPending(orders: readonly VendorOrder[], status: OrderStatus, entries: readonly PendingOrderEntry[]): VendorOrder[] {
  const latest = waitingByOrder(entries);
  if (latest.size === 0) return orders as VendorOrder[];
  const listed = new Set(orders.map((o) => o.orderId));
  const joined = [...latest.values()].map((e) => e.meta.order).filter((o) => o.status === status && !listed.has(o.orderId));
  const kept = orders.flatMap((o) => {
    const pending = latest.get(o.orderId);
    if (!pending) return [o];
    return pending.meta.order.status === status ? [pending.meta.order] : [];
  });
  return [...joined, ...kept];
}

/** The order as the vendor made it, when a change of it waits. */
export function orderWithPending(order: VendorOrder | undefined, entries: readonly PendingOrderEntry[]): VendorOrder | undefined {
  if (!order) return order;
  return waitingByOrder(entries).get(order.orderId)?.meta.order ?? order;
}

/** The outbox text key for a refused change. */
export function conflictMessageKey(entry: PendingOrderEntry): 'conflictOrderChanged' | 'conflictOrderGone' | 'conflictRefused' {
  const c = entry.conflict;
  if (!c) return 'conflictRefused';
  if (c.status === 404 || c.status === 403) return 'conflictOrderGone';
  if (c.status === 409 || (c.code !== null && CONFLICT_CODES.has(c.code))) return 'conflictOrderChanged';
  return 'conflictRefused';
}

/**
 * A change made while an earlier one of the same order waits: it goes after it, without the
 * version read before (the earlier change moves it on; the API's move rules still apply).
 */
export function chainAfterPending(change: StatusChangeRequest, orderId: string, entries: readonly PendingOrderEntry[]): StatusChangeRequest {
  if (!entries.some((e) => e.meta.order.orderId === orderId)) return change;
  const { version: _dropped, ...rest } = change;
  return rest;
}
