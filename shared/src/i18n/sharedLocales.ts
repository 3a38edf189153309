import { defineLocaleBundles } from './bundles';

/**
 * The Hindi and Tamil texts of @vd/shared's own catalogue every page shows, the login page included
 * (`shared`: sign-in, phone and code checks, toasts, offline, the language switch). No plural: the
 * login page's language module needs no ICU formatter.
 */
export const sharedLocaleBundles = defineLocaleBundles({
  hi: () => import('./locales/hi'),
  ta: () => import('./locales/ta'),
});

/**
 * The rest of @vd/shared's texts (live orders, outbox, the contract's rules, the API's error codes,
 * area titles, the area kit): the host loads them with the screens after the login page, and as soon
 * as the vendor sends a number, for the sign-in's error texts.
 */
export const sharedAfterLoginLocaleBundles = defineLocaleBundles({
  hi: () => import('./locales/hi/after-login'),
  ta: () => import('./locales/ta/after-login'),
});
