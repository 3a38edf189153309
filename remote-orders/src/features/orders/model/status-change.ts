import type { NameValue } from '@vd/shared';
import { ACTIONS, type OrderAction } from './status';
import { ATTR } from './order-fields';

/** The body of PUT order/status (spec section 7) plus the version read, for optimistic concurrency. */
export interface StatusChangeRequest {
  orderId: string;
  status: string;
  version?: number;
  cancellationReason?: string;
  attributeModels: NameValue[];
}

export interface ActionExtras {
  cancellationReason?: string;
  /** Reschedule: the new delivery time text, 'by {time} on {date}'. */
  deliveryTime?: string;
}

/**
 * What an action sends: the resulting status and the matching date attribute stamped with the
 * current time (delivered-on, paid-on, rescheduled-on, cancelled-on), plus the reason (Cancel) or the
 * rewritten delivery time (Reschedule).
 */
export function buildStatusChange(
  order: { orderId: string; version?: number | null },
  action: OrderAction,
  now: Date,
  extras: ActionExtras = {},
): StatusChangeRequest {
  const { to, stamp } = ACTIONS[action];
  const attributeModels: NameValue[] = [{ name: stamp, value: now.toISOString() }];
  const request: StatusChangeRequest = { orderId: order.orderId, status: to, attributeModels };
  if (typeof order.version === 'number') request.version = order.version;
  if (action === 'cancel') {
    request.cancellationReason = extras.cancellationReason ?? '';
    attributeModels.push({ name: ATTR.cancellationReason, value: request.cancellationReason });
  }
  if (action === 'reschedule' && extras.deliveryTime) attributeModels.push({ name: ATTR.deliveryTime, value: extras.deliveryTime });
  return request;
}
