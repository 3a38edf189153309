import { defineLocaleBundles } from '@vd/shared/i18n';

/** The host's Hindi and Tamil texts, each downloaded only when that language is chosen (decision 0044). */
export const hostLocaleBundles = defineLocaleBundles({
  hi: () => import('../locales/hi'),
  ta: () => import('../locales/ta'),
});
