import { AreaPlaceholder, areaScreens, resolveScreen, useLocation } from '@vd/shared';
import type { AreaProps } from '@vd/shared';
import { t } from './messages';

/** The pricing area's screens, by path: its rows of the shared route table (decision 0020). */
export const SCREENS = areaScreens('pricing');

export function PricingArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  return <AreaPlaceholder title={t(screen?.key ?? 'pricing')} release={__RELEASE_ID__} />;
}
