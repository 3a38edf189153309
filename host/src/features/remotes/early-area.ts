import type { AreaName } from '@vd/shared/contract';
import { AREA_ROUTES, type AreaRoute } from '../../app/route-table';
import { earlyRoutes } from '../../app/route-patterns';

/**
 * The area whose screen the page opens on (`/store` → store), for loading its remote while the
 * shell itself is still starting (issue 25, decision 0060): the remote's manifest, entry and first
 * chunks are round trips to its origin that used to wait for the shell's first render. A protected
 * screen only when signed in (otherwise the page goes to the sign-in, which needs no area); a public
 * one (the policies) always. A path with a parameter loses to a fixed one, as in the router. Matched
 * without the router, which the boot does not wait for (decision 0064), as index.html's script does.
 */
export function areaToLoadEarly(pathname: string, signedIn: boolean, routes: readonly AreaRoute[] = AREA_ROUTES): AreaName | undefined {
  const route = earlyRoutes(routes).find(([pattern]) => new RegExp(pattern).test(pathname));
  return route && (route[2] || signedIn) ? (route[1] as AreaName) : undefined;
}
