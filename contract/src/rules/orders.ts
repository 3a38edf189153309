/**
 * Order rules both sides apply (spec section 4 "Order statuses" and the action table). Plain data
 * and functions, no TypeBox: the apps import them at run time without shipping a schema library.
 */

/** Spec section 4 "Order statuses", in the order of the filter chips. Completed is shown 'Delivered'. */
export const ORDER_STATUSES = ['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The dashboard's label of Completed, accepted wherever a status is read from a person or a URL. */
export const DELIVERED_LABEL = 'Delivered';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Order attribute names. Dates are ISO-8601 UTC strings;
 * deliveryCharges is rupees as a decimal string; deliveryMethod is one of DELIVERY_METHODS.
 */
export const ORDER_ATTR = {
  deliveryMethod: 'deliveryMethod',
  deliveryTime: 'deliveryTime',
  orderDate: 'orderDate',
  deliveryCharges: 'deliveryCharges',
  cancelledOn: 'cancelledOn',
  rescheduledOn: 'rescheduledOn',
  deliveredOn: 'deliveredOn',
  paidOn: 'paidOn',
  cancellationReason: 'cancellationReason',
  /** The staff member who made the change (their name); absent when the owner made it. */
  deliveredBy: 'deliveredBy',
  paidBy: 'paidBy',
  rescheduledBy: 'rescheduledBy',
  cancelledBy: 'cancelledBy',
} as const;
export type OrderAttributeName = (typeof ORDER_ATTR)[keyof typeof ORDER_ATTR];

/**
 * The key an attribute name is compared by: letters only, lower case, so the spellings in the wild
 * ('delivered-on', 'Delivered On', 'deliveredOn') are one name.
 */
export const attributeKey = (name: string): string => name.replace(/[^a-zA-Z]/g, '').toLowerCase();

const ATTR_BY_KEY: ReadonlyMap<string, OrderAttributeName> = new Map(Object.values(ORDER_ATTR).map((name) => [attributeKey(name), name]));

/** The one stored spelling of an order attribute name as a client spells it, or null when it is not one. */
export function normaliseAttributeName(name: string): OrderAttributeName | null {
  return ATTR_BY_KEY.get(attributeKey(name)) ?? null;
}

/** How an order reaches the customer. */
export const DELIVERY_METHODS = ['Home Delivery', 'Express', 'Self Pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

interface OrderActionRule {
  /** The status the action leads to. */
  readonly to: OrderStatus;
  /** The statuses in which the dashboard offers it (and the API accepts it). */
  readonly offeredIn: readonly OrderStatus[];
  /** The date attribute it stamps with the time of the change. */
  readonly stamp: OrderAttributeName;
  /** The attribute naming the staff member who made the change. */
  readonly by: OrderAttributeName;
}

/**
 * The spec's action table, the one copy: what a vendor can do to an order, the status it leads
 * to, the statuses it is offered in and the date it stamps. Key order is the order of the buttons.
 */
export const ORDER_ACTIONS = {
  delivered: { to: 'Completed', offeredIn: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.deliveredOn, by: ORDER_ATTR.deliveredBy },
  paid: { to: 'Paid', offeredIn: ['Completed', 'Pending', 'Rescheduled'], stamp: ORDER_ATTR.paidOn, by: ORDER_ATTR.paidBy },
  reschedule: { to: 'Rescheduled', offeredIn: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.rescheduledOn, by: ORDER_ATTR.rescheduledBy },
  cancel: { to: 'Cancelled', offeredIn: ['Pending', 'Rescheduled'], stamp: ORDER_ATTR.cancelledOn, by: ORDER_ATTR.cancelledBy },
} as const satisfies Record<string, OrderActionRule>;

export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];

/** The actions offered for an order in `status`, in button order (Paid, Cancelled and unknown statuses: none). */
export function allowedActions(status: string): OrderAction[] {
  if (!isOrderStatus(status)) return [];
  return ORDER_ACTION_NAMES.filter((a) => (ORDER_ACTIONS[a].offeredIn as readonly OrderStatus[]).includes(status));
}

/** The action that moves an order from `from` to `to`, or null when the table does not offer it. */
export function actionBetween(from: OrderStatus, to: OrderStatus): OrderAction | null {
  return allowedActions(from).find((a) => ORDER_ACTIONS[a].to === to) ?? null;
}

/** The statuses an order in `from` may be moved to. */
export function allowedTargets(from: OrderStatus): OrderStatus[] {
  return allowedActions(from).map((a) => ORDER_ACTIONS[a].to);
}

/** A status as a client sends it in a status change: one of the five, or 'Delivered' for Completed. */
export function normaliseTargetStatus(input: string): OrderStatus | null {
  if (input === DELIVERED_LABEL) return 'Completed';
  return isOrderStatus(input) ? input : null;
}

/** The largest page of GET orders/vendor (and its default). */
export const MAX_PAGE_SIZE = 50;
