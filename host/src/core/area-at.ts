import type { AreaName } from '@vd/shared/contract';
import { AREA_ROUTES, type AreaRoute, LOGIN_PATH, OTP_PATH } from './route-table';

/** A path's segments, trailing slashes aside (`/store/` is `/store`, `//store` is not). */
const segments = (path: string) => path.replace(/\/+$/, '').split('/');

/** Whether `pathname` is a path of `pattern` as React Router matches it: whole segments, `:param` any one, case-insensitive. */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part.toLowerCase() === got[i]!.toLowerCase()));
}

/** The table's rows, those with fewer parameters first, as React Router ranks them. */
const ranked = (routes: readonly AreaRoute[]) =>
  [...routes].sort((a, b) => segments(a.path).filter((s) => s.startsWith(':')).length - segments(b.path).filter((s) => s.startsWith(':')).length);

/**
 * The area whose screen `pathname` shows: a protected screen only when signed in (signed out, the
 * guard sends it to the sign-in), a public one (the policies) either way; undefined for the sign-in
 * screens and unknown paths. index.html's early script uses it to start the screen's remote before
 * React Router has loaded; a unit test holds it to React Router's own matching of the same table.
 */
export function areaAt(pathname: string, signedIn: boolean, routes: readonly AreaRoute[] = AREA_ROUTES): AreaName | undefined {
  const route = ranked(routes).find((row) => matches(row.path, pathname));
  return route && (route.public === true || signedIn) ? route.area : undefined;
}

/** A path without its trailing slashes (`/login/` is the login page too, as React Router has it). */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The login page (which renders without the router). */
export const isLoginPath = (path: string) => trimmed(path) === LOGIN_PATH;

/** The sign-in screens: the login page and the code's. */
export const isSignInPath = (path: string) => isLoginPath(path) || trimmed(path) === OTP_PATH;

/**
 * Whether the page opens on a screen of the frame past the sign-in: any path but the sign-in's when
 * signed in (an unknown one lands on the store), a public screen either way.
 */
export function opensOnShell(pathname: string, signedIn: boolean): boolean {
  if (isSignInPath(pathname)) return false;
  return signedIn || areaAt(pathname, false) !== undefined;
}
