import type { NameValue, StatusChangeRequest } from '@vd/contract';
import { ORDER_ACTIONS, ORDER_ATTR, type OrderAction } from '@vd/contract/rules';

/** The body of PUT order/status: the contract's type (spec section 7 plus the version read). */
export type { StatusChangeRequest };

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
  const { to, stamp } = ORDER_ACTIONS[action];
  const attributeModels: NameValue[] = [{ name: stamp, value: now.toISOString() }];
  const request: StatusChangeRequest = { orderId: order.orderId, status: to, attributeModels };
  if (typeof order.version === 'number') request.version = order.version;
  if (action === 'cancel') {
    request.cancellationReason = extras.cancellationReason ?? '';
    attributeModels.push({ name: ORDER_ATTR.cancellationReason, value: request.cancellationReason });
  }
  if (action === 'reschedule' && extras.deliveryTime) attributeModels.push({ name: ORDER_ATTR.deliveryTime, value: extras.deliveryTime });
  return request;
}
