import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function OrderSettingsScreen() {
  return <AreaPlaceholder title={t('settings')} release={__RELEASE_ID__} />;
}
