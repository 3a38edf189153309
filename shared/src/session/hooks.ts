import { getDefaultStore, useAtomValue } from 'jotai';
import { sessionAtom, vendorAtom, type SessionState } from './atoms';
import type { Vendor } from './types';

/**
 * Hooks read the DEFAULT store explicitly, so they see the page-wide session even inside a
 * jotai <Provider> of some remote.
 */
export function useVendor(): Vendor | null {
  return useAtomValue(vendorAtom, { store: getDefaultStore() });
}

export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: getDefaultStore() });
}
