import { Outlet } from '@vd/shared';
import { t } from '../../app/messages';
import { Header } from './Header';
import { BottomBar } from './BottomBar';
import { OfflineBanner } from './OfflineBanner';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { LiveOrders } from '../live-orders/LiveOrders';
import styles from './shell.module.css';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <LiveOrders />
      <Header />
      <OfflineBanner />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <InstallPrompt />
      <BottomBar />
    </div>
  );
}
