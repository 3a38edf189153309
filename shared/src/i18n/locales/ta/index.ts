import type { LocaleBundle } from '../../locale';
import areaKit from './areaKit';
import areas from './areas';
import errors from './errors';
import liveOrders from './liveOrders';
import shared from './shared';

/** @vd/shared's texts in this language: catalogue id → texts (loaded only when it is chosen). */
export default {
  shared,
  'shared.liveOrders': liveOrders,
  'shared.errors': errors,
  'shared.areas': areas,
  'shared.areaKit': areaKit,
} satisfies LocaleBundle;
