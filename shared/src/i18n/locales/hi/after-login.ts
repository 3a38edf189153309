import { installServerErrorTexts } from '../../../api/messages';
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

// The API error codes' texts come with this module (not on the English login page, nor with the
// Hindi or Tamil one).
installServerErrorTexts();

/**
 * @vd/shared's texts in this language for the screens after the login page and for the API's error
 * codes: catalogue id → texts. The host loads them once the vendor sends a number (the sign-in's
 * errors are worded with them) or with a page that opens past the login page, not with the login page
 * itself: the Tamil error texts have a plural, which needs the ICU formatter.
 */
export default {
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
