import { defineLocaleBundles } from '@vd/shared/i18n';

/** The profile area's Hindi and Tamil texts, each downloaded only when that language is chosen. */
export const profileLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});
