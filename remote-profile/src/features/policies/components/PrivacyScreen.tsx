import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function PrivacyScreen() {
  return <AreaPlaceholder title={t('privacy')} release={__RELEASE_ID__} />;
}
