import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link, NavLink } from '@vd/shared/router';
import { roleOf, staffNameOf, useVendor, type Vendor } from '@vd/shared/session';
import { mayOpen } from '../../core/route-table';
import { t } from './messages';
import { staffLine } from './role';
import { NAV_LINKS } from './nav';
import { usePendingOrdersCount } from './usePendingOrdersCount';
import styles from './shell.module.css';

/** The open-now line, loaded after the header. */
const HeaderOpenNow = lazy(() => import('./HeaderOpenNow'));
// The outbox's count loads with the signed-in shell only (never on the login page's boot path).
// A chunk that cannot load (offline before it was ever fetched) shows no count rather than breaking the header.
const OutboxCount = lazy((): Promise<{ default: ComponentType }> => import('../outbox/OutboxCount').catch(() => ({ default: () => null })));

/** Whether the header shows the open-now line: a live or an offline shop. */
export const showsOpenNow = (vendor: Pick<Vendor, 'status'>): boolean => vendor.status === 'Approved' || vendor.status === 'OutOfStation';

/**
 * A line kept at its height with nothing in it (hidden from assistive technology). While the vendor's
 * record is not in, the owner's line and the open-now line are drawn blank, and the open-now line
 * stays blank while its small file loads: the header has its final height from its first frame, so
 * the page below does not move down as the record and the file come in.
 */
function BlankLine({ className }: { className: string | undefined }) {
  return (
    <span className={className} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

export function Header() {
  const vendor = useVendor();
  const pending = usePendingOrdersCount();
  const shopName = vendor?.shopName ?? '';
  const role = roleOf(vendor);
  // A staff member sees who they are signed in as ("Ravi · Orders"); the owner, the owner's name.
  const ownerName = staffLine(staffNameOf(vendor), role) ?? (vendor?.name && vendor.name !== vendor.shopName ? vendor.name : null);
  const initial = (shopName || vendor?.name || '?').trim().charAt(0).toUpperCase();
  // An OutOfStation shop is offline (spec 4 "Shop status"): said on every screen, not only on the hub.
  // Offline until a time that has passed is live again (derived from the stored time).
  const until = vendor?.offlineUntil ? Date.parse(vendor.offlineUntil) : Number.NaN;
  const shopOffline = vendor?.status === 'OutOfStation' && !(until <= Date.now());

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/vendor/profile" state={vendor ? { vendor } : undefined} className={styles.shopBlock} aria-label={shopName || t('profile')}>
          <span className={styles.shopName} data-testid="header-shop-name">
            {shopName || '\u00a0'}
          </span>
          {(ownerName || shopOffline) && (
            <span className={styles.ownerName} data-testid="header-owner-line">
              {shopOffline && (
                <span className={styles.offlineChip} data-testid="header-shop-offline">
                  {t('shopOffline')}
                </span>
              )}
              {ownerName}
            </span>
          )}
          {vendor === null && (
            <>
              <BlankLine className={styles.ownerName} />
              <BlankLine className={styles.openNow} />
            </>
          )}
          {vendor && showsOpenNow(vendor) ? (
            <Suspense fallback={<BlankLine className={styles.openNow} />}>
              <HeaderOpenNow vendor={vendor} />
            </Suspense>
          ) : null}
        </Link>
        <nav className={styles.desktopNav} aria-label={t('mainNav')}>
          <NavLink to={NAV_LINKS.store.to} end={NAV_LINKS.store.end} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
            {t('navStore')}
          </NavLink>
          <NavLink to={NAV_LINKS.orders.to} end={NAV_LINKS.orders.end} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
            {t('navOrders')}
            <OrdersBadge count={pending} />
          </NavLink>
          {mayOpen(NAV_LINKS.products.to, role) && (
            <NavLink to={NAV_LINKS.products.to} end={NAV_LINKS.products.end} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
              {t('navProducts')}
            </NavLink>
          )}
        </nav>
        <Suspense fallback={null}>
          <OutboxCount />
        </Suspense>
        <Link to="/profile" className={styles.profileLink}>
          {t('profile')}
        </Link>
        <Link to="/profile" className={styles.avatar} aria-label={t('profile')} data-testid="header-avatar">
          <Avatar src={vendor?.profileImage ?? null} initial={initial} />
        </Link>
      </div>
    </header>
  );
}

/** The profile image, or the initial when there is none or it fails to load (spec 2 "Shared chrome"). */
export function Avatar({ src, initial }: { src: string | null; initial: string }) {
  // The image that failed: a new profile image gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{initial}</>;
  return <img src={src} alt="" width={36} height={36} onError={() => setFailed(src)} />;
}

export function OrdersBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className={styles.badge} role="img" aria-label={t('pendingOrders', { count })} data-testid="orders-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
