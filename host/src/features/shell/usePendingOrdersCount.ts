import { getDefaultStore, useAtomValue } from 'jotai';
import { pendingOrdersCountAtom } from '@vd/shared/session';

/**
 * The header badge: the number of Pending orders. Written by the live-orders query (every 3 s while
 * visible, at once after the vendor changes an order) from the signed-in data layer; the chrome
 * reads it from the page-wide store because it renders before that layer has loaded.
 */
export function usePendingOrdersCount(): number | null {
  return useAtomValue(pendingOrdersCountAtom, { store: getDefaultStore() });
}
