import { AreaPlaceholder } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function ShippingPolicyScreen() {
  return <AreaPlaceholder title={t('shippingPolicy')} release={__RELEASE_ID__} />;
}
