import { defineMessages } from '@vd/contract/i18n';

/** The areas' titles (host fallbacks, loading texts, placeholder screens): `AREA_TITLES` reads them. */
export const areaMessages = defineMessages('shared.areas', {
  orders: 'Orders',
  store: 'Store',
  pricing: 'Products',
  profile: 'Profile',
});
