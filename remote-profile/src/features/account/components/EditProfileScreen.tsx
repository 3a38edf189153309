import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function EditProfileScreen() {
  return <AreaPlaceholder title={t('edit')} release={__RELEASE_ID__} />;
}
