/**
 * The URL space the host owns (spec section 2, "Route table"), derived from the one route table in
 * `@vd/shared` (`ROUTES`, decision 0020): each path belongs to one area remote, rendered inside the
 * protected layout unless it is public. Imported from the `@vd/shared/contract` subpath so that
 * build-time code (`src/boot/first-paint.ts`, run by rsbuild in Node) can read it too.
 */
import { ROUTES, type AppRoute } from '@vd/shared/contract';

export type AreaRoute = Pick<AppRoute, 'path' | 'area' | 'public'>;

export const AREA_ROUTES: readonly AreaRoute[] = ROUTES;

export { LOGIN_PATH, OTP_PATH, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from '@vd/shared/contract';
