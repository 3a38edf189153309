import { AreaPlaceholder, Button, signOut } from '@vd/shared';
import { t } from '../../../app/messages';

/** Placeholder until this screen is built (see docs/areas/profile.md). */
export default function ProfileHubScreen() {
  return (
    <AreaPlaceholder title={t('profile')} release={__RELEASE_ID__}>
      <Button variant="secondary" onClick={() => void signOut()}>
        {t('logOut')}
      </Button>
    </AreaPlaceholder>
  );
}
