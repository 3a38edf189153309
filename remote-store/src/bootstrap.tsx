import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@vd/shared';
import '@vd/shared/styles.css';
import { StoreArea } from './app/StoreArea';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell area="store">
    <StoreArea area="store" />
  </StandaloneShell>,
);
