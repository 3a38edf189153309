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
  { path: '/product/pricing', area: 'pricing', screen: 'pricing' },
  // profile
  { path: '/profile', area: 'profile', screen: 'profile' },
  { path: '/profile/edit', area: 'profile', screen: 'edit' },
  { path: '/profile/business/edit', area: 'profile', screen: 'business' },
  { path: '/profile/settings', area: 'profile', screen: 'settings' },
  // the shop-profile editor: the spec gives no route
  { path: '/profile/shop/edit', area: 'profile', screen: 'shopProfile' },
  { path: '/profile/social', area: 'profile', screen: 'social' },
  { path: '/profile/categories/edit', area: 'profile', screen: 'categories' },
  { path: '/profile/media/edit', area: 'profile', screen: 'media' },
  { path: '/profile/contact', area: 'profile', screen: 'contact' },
  { path: '/address', area: 'profile', screen: 'address' },
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
