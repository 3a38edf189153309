import type { OrderStatus } from '@vd/shared';
import type { MessageKey } from '../../../messages';

/** Spec section 4 "Order statuses", in the order of the filter chips. */
export const ORDER_STATUSES = ['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled'] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Completed is shown 'Delivered'. */
export const STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  Pending: 'statusPending',
  Rescheduled: 'statusRescheduled',
  Paid: 'statusPaid',
  Completed: 'statusCompleted',
  Cancelled: 'statusCancelled',
};

export type OrderAction = 'delivered' | 'paid' | 'reschedule' | 'cancel';

/** The spec's action table: resulting status, statuses it is offered in, the date attribute it stamps. */
export const ACTIONS: Record<OrderAction, { to: OrderStatus; offeredIn: readonly OrderStatus[]; stamp: string }> = {
  delivered: { to: 'Completed', offeredIn: ['Pending', 'Rescheduled'], stamp: 'deliveredOn' },
  paid: { to: 'Paid', offeredIn: ['Completed', 'Pending', 'Rescheduled'], stamp: 'paidOn' },
  reschedule: { to: 'Rescheduled', offeredIn: ['Pending', 'Rescheduled'], stamp: 'rescheduledOn' },
  cancel: { to: 'Cancelled', offeredIn: ['Pending', 'Rescheduled'], stamp: 'cancelledOn' },
};

const ACTION_ORDER: readonly OrderAction[] = ['delivered', 'paid', 'reschedule', 'cancel'];

/** The actions offered for an order in `status` (Paid, Cancelled and unknown statuses: none). */
export function allowedActions(status: string): OrderAction[] {
  if (!isOrderStatus(status)) return [];
  return ACTION_ORDER.filter((a) => ACTIONS[a].offeredIn.includes(status));
}

export const ACTION_LABEL: Record<OrderAction, MessageKey> = {
  delivered: 'actionDelivered',
  paid: 'actionPaid',
  reschedule: 'actionReschedule',
  cancel: 'actionCancel',
};

/** Spec section 8: the success and failure toasts of each action. */
export const ACTION_TOASTS: Record<OrderAction, { success: MessageKey; failure: MessageKey }> = {
  delivered: { success: 'delivered', failure: 'deliverFailed' },
  paid: { success: 'paid', failure: 'payFailed' },
  reschedule: { success: 'rescheduled', failure: 'rescheduleFailed' },
  cancel: { success: 'cancelled', failure: 'cancelFailed' },
};

/** The label of a status as shown to the vendor (unknown statuses as they come). */
export function statusLabelKey(status: string): MessageKey | null {
  return isOrderStatus(status) ? STATUS_LABEL[status] : null;
}
