import { NavLink } from '@vd/shared/router';
import { shareShop } from '@vd/shared/share';
import { useVendor } from '@vd/shared/session';
import { useKeyboardOpen } from '@vd/shared/ui';
import { t } from './messages';
import { OrdersBadge } from './Header';
import { usePendingOrdersCount } from './usePendingOrdersCount';
import styles from './shell.module.css';

const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab);

export function BottomBar() {
  const vendor = useVendor();
  const pending = usePendingOrdersCount();
  // While the on-screen keyboard is open the bar steps aside, so the field being typed stays in view.
  const keyboardOpen = useKeyboardOpen();
  return (
    <nav className={styles.bottomBar} aria-label={t('mainNav')} hidden={keyboardOpen} data-testid="bottom-bar">
      <NavLink to="/store" className={cls}>
        <Icon path="M4 10h16l-1.5-5h-13L4 10Zm1 2v8h14v-8M10 20v-5h4v5" />
        <span>{t('navStore')}</span>
      </NavLink>
      <NavLink to="/" end className={cls}>
        <span className={styles.tabIconWrap}>
          <Icon path="M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6" />
          <OrdersBadge count={pending} />
        </span>
        <span>{t('navOrders')}</span>
      </NavLink>
      <NavLink to="/product/pricing" className={cls}>
        <Icon path="M3 12V4h8l10 10-8 8L3 12Zm5-4.5a1 1 0 1 0 0 .01" />
        <span>{t('navProducts')}</span>
      </NavLink>
      <button type="button" className={styles.tab} onClick={() => void shareShop({ contactNo: vendor?.contactNo ?? null, shopName: vendor?.shopName ?? '' })}>
        <Icon path="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        <span>{t('navShare')}</span>
      </button>
    </nav>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
