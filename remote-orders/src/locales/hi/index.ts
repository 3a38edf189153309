import type { LocaleBundle } from '@vd/shared/i18n';
import orders from './orders';

/** The orders area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  orders,
} satisfies LocaleBundle;
