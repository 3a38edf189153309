import { lazy, Suspense } from 'react';
import { resolveScreen, useLocation, type AreaProps, type ScreenDef } from '@vd/shared';
import { OrdersListScreen } from '../features/orders/components/OrdersListScreen';
import { DetailSkeleton } from '../features/orders/components/DetailSkeleton';
import { messages } from '../messages';

export { messages };

type ScreenKey = 'list' | 'detail';

/** The orders area's screens, by path (the host's route table sends these paths here). */
export const SCREENS: readonly ScreenDef<ScreenKey>[] = [
  { pattern: '/', key: 'list' },
  { pattern: '/orders/:orderId', key: 'detail' },
];

// The detail screen and its dialogs load on demand: the list (the first screen) stays small.
const OrderDetailScreen = lazy(() => import('../features/orders/components/OrderDetailScreen').then((m) => ({ default: m.OrderDetailScreen })));

export function OrdersArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  if (screen?.key === 'detail') {
    return (
      <Suspense fallback={<DetailSkeleton />}>
        <OrderDetailScreen key={screen.params.orderId} orderId={screen.params.orderId ?? ''} />
      </Suspense>
    );
  }
  return <OrdersListScreen />;
}
