import { AREA_CONTRACT, type AreaModule } from '@vd/shared/contract';
import { ProfileArea } from './ProfileArea';
import { profileLocaleBundles } from './i18n';

/** What this remote exposes as `./Area`: the host checks it against the contract. */
const area: AreaModule = {
  contract: AREA_CONTRACT,
  area: 'profile',
  release: __RELEASE_ID__,
  Component: ProfileArea,
  locales: profileLocaleBundles,
};

export default area;
