import type { OrderStatus } from '@vd/shared/session';
import { allowedActions, isOrderStatus, ORDER_ACTIONS, ORDER_STATUSES, type OrderAction } from '@vd/contract/rules';
import type { MessageKey } from '../../../app/messages';

/**
 * The statuses and the action table are the API contract's (one copy for the API and the
 * dashboard); this module adds what the screen shows for them.
 */
export { allowedActions, isOrderStatus, ORDER_STATUSES };
export type { OrderAction };

/** The spec's action table: resulting status, statuses it is offered in, the date attribute it stamps. */
export const ACTIONS = ORDER_ACTIONS;

/** Completed is shown 'Delivered'. */
export const STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  Pending: 'statusPending',
  Rescheduled: 'statusRescheduled',
  Paid: 'statusPaid',
  Completed: 'statusCompleted',
  Cancelled: 'statusCancelled',
};

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
