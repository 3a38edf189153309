import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function ShopProfileScreen() {
  return <AreaPlaceholder title={t('shopProfile')} release={__RELEASE_ID__} />;
}
