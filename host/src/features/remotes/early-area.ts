import { matchPath } from '@vd/shared/router';
import type { AreaName } from '@vd/shared/contract';
import { AREA_ROUTES, type AreaRoute } from '../../app/route-table';

/**
 * The area whose screen the page opens on (`/store` → store), for loading its remote while the
 * shell itself is still starting (issue 25, decision 0060): the remote's manifest, entry and first
 * chunks are round trips to its origin that used to wait for the shell's first render. A protected
 * screen only when signed in (otherwise the page goes to the sign-in, which needs no area); a public
 * one (the policies) always. A path with a parameter loses to a fixed one, as in the router.
 */
export function areaToLoadEarly(pathname: string, signedIn: boolean, routes: readonly AreaRoute[] = AREA_ROUTES): AreaName | undefined {
  const matches = routes.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  matches.sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const route = matches[0];
  return route && (route.public || signedIn) ? route.area : undefined;
}
