import { defineLocaleBundles } from '@vd/shared/i18n';

/** The orders area's Hindi and Tamil texts, each downloaded only when that language is chosen. */
export const ordersLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});
