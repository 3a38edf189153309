import { ACCESS, type AccessRole } from '@vd/contract/rules';
import type { AreaName } from './areas';

/**
 * The orders list's first page as the list screen reads it on `/` (no `?status=`): the default
 * filter, page 0, the page size.
 */
export const ORDERS_FIRST_PAGE = Object.freeze({ status: 'Pending', pageNo: 0, pageSize: 20 } as const);

/**
 * The route table, written once (spec section 2 "Route table").
 *
 * Every path the host hands to an area remote, with the area that renders it, the screen of that
 * area it shows, and whether it is public (no sign-in, no common layout). The host builds its
 * router from this table (`host/src/app/route-table.ts`) and every remote picks its screen with
 * `resolveScreen(pathname, areaScreens('<area>'))`, so a path is added, moved or renamed here only.
 *
 * Order matters only inside one area (first match wins there); React Router ranks the host's
 * routes itself (static segments before dynamic ones: `/product/pricing` before `/product/:productId`).
 */
const TABLE = [
  // orders
  { path: '/', area: 'orders', screen: 'list' },
  { path: '/orders/:orderId', area: 'orders', screen: 'detail' },
  // store
  { path: '/store', area: 'store', screen: 'store' },
  { path: '/store/categories', area: 'store', screen: 'categories' },
  { path: '/product/:productId', area: 'store', screen: 'product' },
  // pricing
  { path: '/product/pricing', area: 'pricing', screen: 'pricing', access: 'managers' },
  // profile
  { path: '/profile', area: 'profile', screen: 'profile' },
  { path: '/profile/edit', area: 'profile', screen: 'edit', access: 'managers' },
  { path: '/profile/business/edit', area: 'profile', screen: 'business', access: 'managers' },
  { path: '/profile/settings', area: 'profile', screen: 'settings', access: 'managers' },
  // the shop-profile editor: the spec gives no route
  { path: '/profile/shop/edit', area: 'profile', screen: 'shopProfile', access: 'managers' },
  { path: '/profile/social', area: 'profile', screen: 'social', access: 'managers' },
  { path: '/profile/categories/edit', area: 'profile', screen: 'categories', access: 'managers' },
  { path: '/profile/media/edit', area: 'profile', screen: 'media', access: 'managers' },
  { path: '/profile/contact', area: 'profile', screen: 'contact', access: 'managers' },
  { path: '/profile/staff', area: 'profile', screen: 'staff', access: 'owner' },
  { path: '/address', area: 'profile', screen: 'address', access: 'managers' },
  { path: '/vendor/profile', area: 'profile', screen: 'vendorProfile' },
  { path: '/terms', area: 'profile', screen: 'terms', public: true },
  { path: '/privacy', area: 'profile', screen: 'privacy', public: true },
  { path: '/return-policy', area: 'profile', screen: 'returnPolicy', public: true },
  { path: '/refund-policy', area: 'profile', screen: 'refundPolicy', public: true },
  { path: '/shipping-policy', area: 'profile', screen: 'shippingPolicy', public: true },
] as const satisfies readonly RouteDef[];

/** One row of the table: its literal path, area and screen id, and the optional public flag. */
export type AppRoute = (typeof TABLE)[number] & RouteDef;

export const ROUTES: readonly AppRoute[] = TABLE;

/** One row of {@link ROUTES}. */
export interface RouteDef {
  /** A React Router path pattern (`:param` segments). */
  path: string;
  area: AreaName;
  /** The area's name for the screen this path shows. */
  screen: string;
  /** Public pages render without the common layout and without sign-in. */
  public?: boolean;
  /**
   * Who may open it, as a group of `ACCESS` (the contract's roles): 'managers' (the owner and a
   * manager) or 'owner'. Without it, every signed-in role. The API refuses the calls behind it the same way.
   */
  access?: keyof typeof ACCESS;
}

/** The roles that may open a page of the table. */
export function pageRoles(route: Pick<RouteDef, 'access'>): readonly AccessRole[] {
  return ACCESS[route.access ?? 'everyone'];
}

/**
 * Whether `role` may open `pathname`: its row in the table, a static segment ranking before a
 * `:param` one as React Router ranks them (`/product/pricing` before `/product/:productId`). A path
 * outside the table is not refused here.
 */
export function mayOpen(pathname: string, role: AccessRole): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const params = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;
  const route = ROUTES.filter((r) => matches(r.path, path)).sort((a, b) => params(a.path) - params(b.path))[0];
  return route === undefined || pageRoles(route).includes(role);
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The screen ids of one area, e.g. `ScreenOf<'orders'>` = `'list' | 'detail'`. */
export type ScreenOf<A extends AreaName> = Extract<AppRoute, { area: A }>['screen'];

/** What `resolveScreen` reads: an area's paths with the screen each one shows. */
export interface AreaScreen<K extends string = string> {
  pattern: string;
  key: K;
}

/** The screens of one area, in table order, as `resolveScreen(pathname, areaScreens(area))` wants them. */
export function areaScreens<A extends AreaName>(area: A): readonly AreaScreen<ScreenOf<A>>[] {
  return ROUTES.filter((route): route is Extract<AppRoute, { area: A }> => route.area === area).map((route) => ({
    pattern: route.path,
    key: route.screen as ScreenOf<A>,
  }));
}

/** The host's own paths: sign-in screens, and where unknown paths go. */
export const LOGIN_PATH = '/login';
export const OTP_PATH = '/auth/otp';
/** Unknown paths redirect here (replacing history); it is protected and redirects on to {@link VENDOR_HOME}. */
export const UNKNOWN_PATH_REDIRECT = '/vendor';
/** Where a vendor lands after sign-in and after an unknown path. */
export const VENDOR_HOME = '/store';
