import { defineLocaleBundles } from './bundles';

/** The Hindi and Tamil texts of @vd/shared's own catalogues (shared chrome, live orders, rules). */
export const sharedLocaleBundles = defineLocaleBundles({
  hi: () => import('./locales/hi'),
  ta: () => import('./locales/ta'),
});
