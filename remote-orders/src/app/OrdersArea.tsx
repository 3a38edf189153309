import { lazy, Suspense } from 'react';
import type { AreaProps } from '@vd/shared/contract';
import { resolveScreen, useLocation } from '@vd/shared/router';
import { OrdersListScreen } from '../features/orders/components/OrdersListScreen';
import { DetailSkeleton } from '../features/orders/components/DetailSkeleton';
import { messages } from './messages';
import { SCREENS } from './screens';

export { messages, SCREENS };

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
