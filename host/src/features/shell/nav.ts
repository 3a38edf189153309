/**
 * The main navigation's targets and the bottom bar's icons (24×24 outline paths): one list for the
 * header and the bottom bar (`Header.tsx`, `BottomBar.tsx`).
 */

/** Each link's target and whether it matches that path only (NavLink's `end`: Orders is `/`). */
export const NAV_LINKS = {
  store: { to: '/store', end: false },
  orders: { to: '/', end: true },
  products: { to: '/product/pricing', end: false },
} as const;

export const NAV_ICONS = {
  store: 'M4 10h16l-1.5-5h-13L4 10Zm1 2v8h14v-8M10 20v-5h4v5',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6',
  products: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5a1 1 0 1 0 0 .01',
  share: 'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
} as const;

/** The icon's SVG attributes, as React's bar draws it. */
export const NAV_ICON_SIZE = 22;
export const NAV_ICON_STROKE = 1.8;
