import { AREA_CONTRACT, type AreaModule } from '@vd/shared/contract';
import { StoreArea } from './StoreArea';
import { storeLocaleBundles } from './i18n';
import { prefetchStore } from './prefetch';

/** What this remote exposes as `./Area`: the host checks it against the contract. */
const area: AreaModule = {
  contract: AREA_CONTRACT,
  area: 'store',
  release: __RELEASE_ID__,
  Component: StoreArea,
  locales: storeLocaleBundles,
  prefetch: prefetchStore,
};

export default area;
