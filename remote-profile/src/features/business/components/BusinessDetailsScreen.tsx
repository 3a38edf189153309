import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function BusinessDetailsScreen() {
  return <AreaPlaceholder title={t('business')} release={__RELEASE_ID__} />;
}
