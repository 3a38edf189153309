import { Suspense } from 'react';
import { areaScreens } from '@vd/shared/contract';
import { resolveScreen, useLocation } from '@vd/shared/router';
import { Spinner } from '@vd/shared/ui';
import type { AreaProps } from '@vd/shared/contract';
import { SCREEN_COMPONENTS } from './screens';

/** The profile area's screens, by path: its rows of the shared route table. */
export const SCREENS = areaScreens('profile');

export function ProfileArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  const Screen = SCREEN_COMPONENTS[screen?.key ?? 'profile'];
  return (
    <div data-release={__RELEASE_ID__}>
      <Suspense fallback={<Spinner size={28} />}>
        <Screen />
      </Suspense>
    </div>
  );
}
