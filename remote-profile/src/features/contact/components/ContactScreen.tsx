import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function ContactScreen() {
  return <AreaPlaceholder title={t('contact')} release={__RELEASE_ID__} />;
}
