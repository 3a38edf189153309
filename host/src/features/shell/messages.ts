import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The signed-in shell's texts: the header, the navigation, the banners, the install prompt and the
 * area outlet. Apart from the host's other texts (`core/messages.ts`, the pages
 * before the sign-in) because their Hindi and Tamil load with this shell, never with the login page:
 * `pendingOrders` is a plural, and a language module with one needs the ICU formatter.
 */
export const shellMessages = defineMessages('host.shell', {
  /** The main navigation's accessible name (header and bottom bar). */
  mainNav: 'Main',
  navStore: 'Store',
  navOrders: 'Orders',
  navProducts: 'Products',
  navShare: 'Share',
  profile: 'Profile',
  /** The shop is OutOfStation (spec 4 "Shop status": "shows as offline"). */
  shopOffline: 'Offline',
  pendingOrders: '{count} pending orders',
  offline: 'You are offline. Some features may not work properly.',
  retry: 'Retry',
  installText: 'Add it to your home screen: opens instantly, works on slow networks.',
  notNow: 'Not Now',
  skipToContent: 'Skip to content',
  // remote areas
  areaLoading: 'Loading {area}…',
  areaUnavailableTitle: '{area} could not be loaded',
  areaUnavailableText: 'This section is not responding right now. The rest of your dashboard still works. Check your connection and try again.',
  /** The area fallback's expandable technical reason. */
  details: 'Details',
  /** A page the signed-in staff member's role does not allow (typed in the address bar). */
  noAccessTitle: "You don't have access to this page.",
  noAccessText: "Your role in this shop does not include it. Ask the shop's owner if you need it.",
  noAccessBack: 'Go to Orders',
  /** The header's line for a staff member: their name and role ("Ravi · Orders"). */
  staffLine: '{name} · {role}',
  roleOwner: 'Owner',
  roleManager: 'Manager',
  roleOrders: 'Orders',
});

export type ShellMessageKey = keyof typeof shellMessages;

/** Fills `{name}` placeholders. */
export const t = makeTranslator(shellMessages);
