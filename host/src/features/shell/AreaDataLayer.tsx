import { type ReactNode, useEffect, useState } from 'react';
import { DataProvider } from '@vd/shared/data';
import { pageQueryClient, releasePageQueryClient } from './page-query-client';
import { LiveOrders } from '../live-orders/LiveOrders';
import { OutboxRunner } from '../outbox/OutboxRunner';

/**
 * The signed-in page's data layer: its one QueryClient, which every area remote rendered inside
 * reads through react-query's context, the live-orders poll and the outbox. Loaded lazily by RootLayout so
 * react-query never reaches the login page. The cache lives as long as the
 * signed-in layout: signing out unmounts it, and the next sign-in starts with an empty one.
 */
export default function AreaDataLayer({ children }: { children: ReactNode }) {
  // The client the area's first reads may already be in (made ahead of the layout).
  const [client] = useState(pageQueryClient);
  useEffect(() => () => releasePageQueryClient(client), [client]);
  return (
    <DataProvider client={client}>
      <LiveOrders />
      <OutboxRunner />
      {children}
    </DataProvider>
  );
}
