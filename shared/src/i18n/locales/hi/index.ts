// The API error codes' texts come with a language module (not on the English login page).
import '../../../api/messages';
import type { LocaleBundle } from '@vd/contract/i18n';
import areaKit from './areaKit';
import areas from './areas';
import errors from './errors';
import liveOrders from './liveOrders';
import outbox from './outbox';
import rulesProfile from './rulesProfile';
import rulesAddress from './rulesAddress';
import rulesAttributes from './rulesAttributes';
import rulesAttributesSpec from './rulesAttributesSpec';
import rulesShopHours from './rulesShopHours';
import rulesHolidays from './rulesHolidays';
import shared from './shared';

/** @vd/shared's texts in this language: catalogue id → texts (loaded only when it is chosen). */
export default {
  shared,
  'shared.liveOrders': liveOrders,
  'shared.outbox': outbox,
  'shared.rules.profile': rulesProfile,
  'shared.rules.address': rulesAddress,
  'shared.rules.attributes': rulesAttributes,
  'shared.rules.attributesSpec': rulesAttributesSpec,
  'shared.rules.shopHours': rulesShopHours,
  'shared.rules.holidays': rulesHolidays,
  'shared.errors': errors,
  'shared.areas': areas,
  'shared.areaKit': areaKit,
} satisfies LocaleBundle;
