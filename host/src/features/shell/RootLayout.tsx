import { lazy, Suspense } from 'react';
import { Outlet } from '@vd/shared/router';
import { t } from './messages';
import { Header } from './Header';
import { BottomBar } from './BottomBar';
import { OfflineBanner } from './OfflineBanner';
import { ShellErrorBoundary } from '../../core/RouteError';
import { InstallPrompt } from '../pwa/InstallPrompt';
import styles from './shell.module.css';

// The data layer (react-query, the QueryClient, the live poll) loads with the signed-in shell, never
// with the login page; the chrome renders at once and the areas render inside it.
const AreaDataLayer = lazy(() => import('./AreaDataLayer'));

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" className={styles.main}>
        <ShellErrorBoundary>
          <Suspense fallback={null}>
            <AreaDataLayer>
              <Outlet />
            </AreaDataLayer>
          </Suspense>
        </ShellErrorBoundary>
      </main>
      <InstallPrompt />
      <BottomBar />
    </div>
  );
}
