import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@vd/shared/area-kit';
import '@vd/shared/styles.css';
import { ProfileArea } from './app/ProfileArea';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell area="profile">
    <ProfileArea area="profile" />
  </StandaloneShell>,
);
