/**
 * The URL space the host owns (spec section 2, "Route table"), derived from the one route table in
 * `@vd/shared` (`ROUTES`): each path belongs to one area remote, rendered inside the
 * protected layout unless it is public.
 */
import { ROUTES, type AppRoute } from '@vd/shared/contract';

export type AreaRoute = Pick<AppRoute, 'path' | 'area' | 'public' | 'access'>;

export const AREA_ROUTES: readonly AreaRoute[] = ROUTES;

export { LOGIN_PATH, mayOpen, OTP_PATH, pageRoles, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from '@vd/shared/contract';
