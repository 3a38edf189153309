import type { AreaName } from '@vd/shared';

/**
 * The URL space the host owns (spec section 2, "Route table"). Each path belongs to one area
 * remote; the host renders it inside the protected layout unless it is public.
 */
export interface AreaRoute {
  path: string;
  area: AreaName;
  /** Public pages render without the common layout and without sign-in. */
  public?: boolean;
}

export const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/', area: 'orders' },
  { path: '/orders/:orderId', area: 'orders' },
  { path: '/store', area: 'store' },
  { path: '/store/categories', area: 'store' },
  { path: '/product/pricing', area: 'pricing' },
  { path: '/product/:productId', area: 'store' },
  { path: '/vendor/profile', area: 'profile' },
  { path: '/profile', area: 'profile' },
  { path: '/profile/edit', area: 'profile' },
  { path: '/profile/business/edit', area: 'profile' },
  { path: '/profile/settings', area: 'profile' },
  { path: '/profile/social', area: 'profile' },
  { path: '/profile/categories/edit', area: 'profile' },
  { path: '/profile/media/edit', area: 'profile' },
  { path: '/profile/contact', area: 'profile' },
  { path: '/address', area: 'profile' },
  { path: '/return-policy', area: 'profile', public: true },
  { path: '/refund-policy', area: 'profile', public: true },
  { path: '/shipping-policy', area: 'profile', public: true },
  { path: '/terms', area: 'profile', public: true },
  { path: '/privacy', area: 'profile', public: true },
];

/** Where unknown paths go (replacing history), and what that path shows: see docs/decisions. */
export const UNKNOWN_PATH_REDIRECT = '/vendor';
export const VENDOR_HOME = '/store';
export const LOGIN_PATH = '/login';
export const OTP_PATH = '/auth/otp';
