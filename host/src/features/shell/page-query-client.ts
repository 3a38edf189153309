import { createQueryClient, type QueryClient } from '@vd/shared/data';

let current: QueryClient | undefined;

/**
 * The QueryClient of the signed-in layout about to mount or mounted: made ahead of
 * the layout so that the area the page opens on can start its first reads into it while the shell
 * is still rendering (`prefetchFirstReads`). The layout's data layer takes the same client.
 */
export function pageQueryClient(): QueryClient {
  current ??= createQueryClient();
  return current;
}

/** The layout that held `client` unmounted (sign-out cleared it): the next sign-in gets a new one. */
export function releasePageQueryClient(client: QueryClient): void {
  if (current === client) current = undefined;
}
