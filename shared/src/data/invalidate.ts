/**
 * What a change in one area makes stale in another, on the page's one QueryClient.
 * The store's reads are the store area's (remote-store/src/lib/api/catalog.ts); the pricing save and
 * the profile area's category editor change what the store shows, so they call this.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * After prices, availability or categories changed (the pricing save, the category editor): every
 * store read is stale; what is on screen is read again at once, the rest on its next visit.
 */
export function afterCatalogChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.store.all() });
}
