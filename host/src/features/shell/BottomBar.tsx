import { NavLink } from '@vd/shared/router';
import { shareShop } from '@vd/shared/share';
import { roleOf, useVendor } from '@vd/shared/session';
import { mayOpen } from '../../core/route-table';
import { useKeyboardOpen } from '@vd/shared/ui';
import { t } from './messages';
import { NAV_ICON_SIZE, NAV_ICON_STROKE, NAV_ICONS, NAV_LINKS } from './nav';
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
      <NavLink to={NAV_LINKS.store.to} end={NAV_LINKS.store.end} className={cls}>
        <Icon path={NAV_ICONS.store} />
        <span>{t('navStore')}</span>
      </NavLink>
      <NavLink to={NAV_LINKS.orders.to} end={NAV_LINKS.orders.end} className={cls}>
        <span className={styles.tabIconWrap}>
          <Icon path={NAV_ICONS.orders} />
          <OrdersBadge count={pending} />
        </span>
        <span>{t('navOrders')}</span>
      </NavLink>
      {mayOpen(NAV_LINKS.products.to, roleOf(vendor)) && (
        <NavLink to={NAV_LINKS.products.to} end={NAV_LINKS.products.end} className={cls}>
          <Icon path={NAV_ICONS.products} />
          <span>{t('navProducts')}</span>
        </NavLink>
      )}
      <button type="button" className={styles.tab} onClick={() => void shareShop({ contactNo: vendor?.contactNo ?? null, shopName: vendor?.shopName ?? '' })}>
        <Icon path={NAV_ICONS.share} />
        <span>{t('navShare')}</span>
      </button>
    </nav>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={NAV_ICON_SIZE}
      height={NAV_ICON_SIZE}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={NAV_ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
