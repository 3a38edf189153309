import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@vd/shared/area-kit';
import { DataProvider } from '@vd/shared/data';
import '@vd/shared/styles.css';
import { OrdersArea } from './app/OrdersArea';

// Standalone dev only: in the product the host provides the page's one QueryClient.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell area="orders">
    <DataProvider>
      <OrdersArea area="orders" />
    </DataProvider>
  </StandaloneShell>,
);
