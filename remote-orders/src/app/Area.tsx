import { AREA_CONTRACT, type AreaModule } from '@vd/shared/contract';
import { OrdersArea } from './OrdersArea';
import { ordersLocaleBundles } from './i18n';
import { prefetchOrders } from './prefetch';

/** What this remote exposes as `./Area`: the host checks it against the contract. */
const area: AreaModule = {
  contract: AREA_CONTRACT,
  area: 'orders',
  release: __RELEASE_ID__,
  Component: OrdersArea,
  locales: ordersLocaleBundles,
  prefetch: prefetchOrders,
};

export default area;
