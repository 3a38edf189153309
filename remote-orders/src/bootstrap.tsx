import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@vd/shared';
import '@vd/shared/styles.css';
import { OrdersArea } from './app/OrdersArea';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell area="orders">
    <OrdersArea area="orders" />
  </StandaloneShell>,
);
