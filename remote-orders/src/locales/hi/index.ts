import type { LocaleBundle } from '@vd/shared/i18n';
import orders from './orders';
import payments from './payments';
import today from './today';

/** The orders area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  orders,
  'orders.payments': payments,
  'orders.today': today,
} satisfies LocaleBundle;
