import { defineLocaleBundles } from '@vd/shared/i18n';

/** The store area's Hindi and Tamil texts, each downloaded only when that language is chosen. */
export const storeLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});
