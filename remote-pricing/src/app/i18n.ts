import { defineLocaleBundles } from '@vd/shared/i18n';

/** The pricing area's Hindi and Tamil texts, each downloaded only when that language is chosen. */
export const pricingLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});
