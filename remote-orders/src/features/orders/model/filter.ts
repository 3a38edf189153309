import { ORDERS_FIRST_PAGE } from '@vd/shared/contract';
import type { OrderStatus } from '@vd/shared/session';
import { ORDER_STATUSES } from './status';

/** Spec section 9: the default orders filter. */
export const DEFAULT_FILTER: OrderStatus = ORDERS_FIRST_PAGE.status;

export interface ParsedFilter {
  status: OrderStatus;
  /** The raw value when it was not a status (the screen says so and shows Pending). */
  invalid: string | null;
}

/**
 * The list filter from `?status=`: absent means Pending; the five statuses are accepted in any
 * case, and 'Delivered' (the label of Completed) too; anything else is reported as invalid.
 */
export function parseStatusFilter(raw: string | null): ParsedFilter {
  if (raw === null || raw.trim() === '') return { status: DEFAULT_FILTER, invalid: null };
  const v = raw.trim().toLowerCase();
  if (v === 'delivered') return { status: 'Completed', invalid: null };
  const hit = ORDER_STATUSES.find((s) => s.toLowerCase() === v);
  return hit ? { status: hit, invalid: null } : { status: DEFAULT_FILTER, invalid: raw };
}

/** The search string for a filter: the default filter keeps the URL clean. */
export function filterSearch(status: OrderStatus): string {
  return status === DEFAULT_FILTER ? '' : `?status=${status}`;
}
