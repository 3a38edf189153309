import { useOutboxEntries } from '@vd/shared/outbox';
import type { OrderChangeMeta, PendingOrderEntry } from '../model/pending';

/** The vendor's status changes not yet sent (waiting or refused), in the order they were made. */
export function usePendingOrders(): readonly PendingOrderEntry[] {
  return useOutboxEntries<OrderChangeMeta>('order-status');
}
