import { AreaPlaceholder, areaScreens, Button, resolveScreen, signOut, useLocation } from '@vd/shared';
import type { AreaProps } from '@vd/shared';
import { t } from './messages';

/** The profile area's screens, by path: its rows of the shared route table (decision 0020). */
export const SCREENS = areaScreens('profile');

export function ProfileArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  return (
    <AreaPlaceholder title={t(screen?.key ?? 'profile')} release={__RELEASE_ID__}>
      {screen?.key === 'profile' && (
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('logOut')}
        </Button>
      )}
    </AreaPlaceholder>
  );
}
