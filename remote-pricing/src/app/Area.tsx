import { AREA_CONTRACT, type AreaModule } from '@vd/shared/contract';
import { PricingArea } from './PricingArea';
import { pricingLocaleBundles } from './i18n';
import { prefetchPricing } from './prefetch';

/** What this remote exposes as `./Area`: the host checks it against the contract. */
const area: AreaModule = {
  contract: AREA_CONTRACT,
  area: 'pricing',
  release: __RELEASE_ID__,
  Component: PricingArea,
  locales: pricingLocaleBundles,
  prefetch: prefetchPricing,
};

export default area;
