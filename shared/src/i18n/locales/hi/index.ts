import type { LocaleBundle } from '../../locale';
import liveOrders from './liveOrders';
import rulesProfile from './rulesProfile';
import shared from './shared';

/** @vd/shared's texts in this language: catalogue id → texts (loaded only when it is chosen). */
export default {
  shared,
  'shared.liveOrders': liveOrders,
  'shared.rules.profile': rulesProfile,
} satisfies LocaleBundle;
