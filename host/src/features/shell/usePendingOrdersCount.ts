import { getDefaultStore, useAtomValue } from 'jotai';
import { pendingOrdersCountAtom } from '@vd/shared';

/**
 * The header badge: the number of Pending orders. Kept current by the live-orders poller
 * (features/live-orders, mounted in RootLayout: every 4 s while visible), which the orders area
 * also nudges after each change it makes. Read from the page-wide store.
 */
export function usePendingOrdersCount(): number | null {
  return useAtomValue(pendingOrdersCountAtom, { store: getDefaultStore() });
}
