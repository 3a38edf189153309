import { useLocation, AreaPlaceholder, resolveScreen, type ScreenDef } from '@vd/shared';
import type { AreaProps } from '@vd/shared';

type ScreenKey = 'pricing';

/** The pricing area's screens, by path (the host's route table sends these paths here). */
export const SCREENS: readonly ScreenDef<ScreenKey>[] = [
  { pattern: '/product/pricing', key: 'pricing' },
];

/** This area's message catalogue (English, word for word from the spec). */
export const messages = {
  pricing: 'Pricing',
} as const;

export function PricingArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  const title = messages[screen?.key ?? 'pricing'];
  return <AreaPlaceholder title={title} release={__RELEASE_ID__} />;
}
