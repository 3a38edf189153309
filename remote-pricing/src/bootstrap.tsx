import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@vd/shared/area-kit';
import '@vd/shared/styles.css';
import { PricingArea } from './app/PricingArea';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell area="pricing">
    <PricingArea area="pricing" />
  </StandaloneShell>,
);
