import type { AreaModule, AreaName } from '@vd/shared/contract';
import type { QueryClient } from '@vd/shared/data';

export interface PrefetchSources {
  /** The area's checked module (the area loader's). */
  area: (name: AreaName) => Promise<AreaModule>;
  /** The page's QueryClient, once the shell's chunk is in. */
  client: () => Promise<QueryClient>;
  /** Settles when the vendor's record has been read; its value says whether it is known. */
  vendorKnown: Promise<boolean>;
}

/**
 * The first reads of the area the page opens on, started before the area renders: once the area's
 * module, the page's QueryClient (made ahead of the signed-in layout) and the vendor (whose id every
 * read carries) are in, the area's `prefetch` is called with the client and where the page opened,
 * and fills the same query keys the screen reads. An area without `prefetch`, an unknown vendor or
 * any failure just leaves the reads to the screen; nothing here is awaited by the page.
 *
 * The live orders poll's first answer is its baseline (orders in it are not announced as new). It is
 * asked for just before the screen's reads: an order placed after it is announced by the next poll,
 * which also reads the orders list again, so no order can fall between the list and the baseline.
 */
export async function prefetchFirstReads(
  name: AreaName,
  sources: PrefetchSources,
  where: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<boolean> {
  try {
    // The data layer comes with the shell's chunk: imported here, not by the boot's own files.
    const [area, client, known, { liveOrdersQuery }] = await Promise.all([
      sources.area(name),
      sources.client(),
      sources.vendorKnown,
      import('@vd/shared/data'),
    ]);
    if (!known || typeof area.prefetch !== 'function') return false;
    void client.prefetchQuery(liveOrdersQuery());
    area.prefetch({ client, pathname: where.pathname, search: where.search });
    return true;
  } catch (error) {
    console.warn(`[remotes] ${name}: the first reads were not started early`, error);
    return false;
  }
}
