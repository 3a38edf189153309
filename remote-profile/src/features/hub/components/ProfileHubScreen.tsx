import { type ReactNode, useState } from 'react';
import { LanguageSwitch, Skeleton } from '@vd/shared/ui';
import { Link } from '@vd/shared/router';
import { mayOpen } from '@vd/shared/contract';
import { roleOf, useVendor, type Vendor } from '@vd/shared/session';
import { SignOutButton } from '@vd/shared/outbox';
import { useInstall } from '@vd/shared/pwa';
import { QueryState, useQuery } from '@vd/shared/data';
import { vendorRecordQuery } from '../../../lib/data/vendor';
import { Icon, type IconName } from '../../../ui/Icon';
import { interpolate } from '../../../ui/interpolate';
import { hubMessages, ht } from '../messages';
import { initialOf } from '../model/status';
import { FollowUsDialog } from './FollowUsDialog';
import styles from './hub.module.css';
import { ShopStatusSwitch } from './ShopStatusSwitch';

/** /profile: the shop owner's account hub (spec 2 "/profile"). */
export default function ProfileHubScreen() {
  const vendor = useVendor();
  // The session's vendor is normally there already; when it is not (a reload), read it here.
  const query = useQuery({ ...vendorRecordQuery(), enabled: vendor === null });
  if (vendor) return <Hub vendor={vendor} />;
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className="vd-sr-only">
        {ht('title')}
      </h1>
      <QueryState query={query} errorMessage={ht('loadFailed')} loading={<HubSkeleton />}>
        {(v) => <Hub vendor={v} />}
      </QueryState>
    </section>
  );
}

function HubSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="profile-loading">
      <Skeleton height={120} />
      <Skeleton height={260} />
    </div>
  );
}

interface Entry {
  key: string;
  icon: IconName;
  label: string;
  to?: string;
  state?: unknown;
  onClick?: () => void;
}

function Hub({ vendor }: { vendor: Vendor }) {
  const [followOpen, setFollowOpen] = useState(false);
  const { canInstall, install } = useInstall();

  const role = roleOf(vendor);
  // Only what the signed-in role may open (the route table's access, as the API's).
  const allowed = (e: Entry) => e.to === undefined || mayOpen(e.to, role);
  const account: Entry[] = [
    { key: 'my-profile', icon: 'user', label: ht('myProfile'), to: '/profile/edit' },
    { key: 'about-business', icon: 'briefcase', label: ht('aboutBusiness'), to: '/profile/business/edit' },
    { key: 'shop-profile', icon: 'store', label: ht('shopProfile'), to: '/profile/shop/edit' },
    { key: 'manage-address', icon: 'mapPin', label: ht('manageAddress'), to: '/address', state: { address: vendor.address } },
    { key: 'order-settings', icon: 'sliders', label: ht('orderSettings'), to: '/profile/settings' },
    { key: 'categories', icon: 'grid', label: ht('categories'), to: '/profile/categories/edit' },
    { key: 'media', icon: 'image', label: ht('media'), to: '/profile/media/edit' },
    { key: 'staff', icon: 'users', label: ht('staff'), to: '/profile/staff' },
    ...(canInstall ? [{ key: 'install-app', icon: 'download' as const, label: ht('installApp'), onClick: () => void install() }] : []),
  ];
  const help: Entry[] = [
    { key: 'social-media', icon: 'share', label: ht('socialMedia'), onClick: () => setFollowOpen(true) },
    { key: 'contact-support', icon: 'headset', label: ht('contactSupport'), to: '/profile/contact' },
    { key: 'terms', icon: 'fileText', label: ht('terms'), to: '/terms' },
    { key: 'privacy', icon: 'shield', label: ht('privacy'), to: '/privacy' },
    { key: 'return-policy', icon: 'rotate', label: ht('returnPolicy'), to: '/return-policy' },
    { key: 'refund-policy', icon: 'wallet', label: ht('refundPolicy'), to: '/refund-policy' },
    { key: 'shipping-policy', icon: 'truck', label: ht('shippingPolicy'), to: '/shipping-policy' },
  ];

  return (
    <section className={styles.page} aria-labelledby="profile-title" data-testid="profile-hub">
      <div className={styles.titleBar}>
        <h1 id="profile-title" className={styles.title}>
          {ht('title')}
        </h1>
        <SignOutButton variant="secondary" size="small">
          <Icon name="logOut" size={18} />
          {ht('logOut')}
        </SignOutButton>
      </div>

      <div className={styles.card}>
        <div className={styles.identity}>
          <Avatar vendor={vendor} />
          <div className={styles.names}>
            <p className={styles.shopName} data-testid="profile-shop-name">
              {vendor.shopName}
            </p>
            <p className={styles.owner}>{interpolate(hubMessages.operatedBy, { name: <span data-testid="profile-owner">{vendor.name}</span> })}</p>
            <Link to="/vendor/profile" className={styles.viewShop}>
              {ht('viewShop')}
            </Link>
          </div>
        </div>
        {mayOpen('/profile/settings', role) && <ShopStatusSwitch vendor={vendor} ownerOnlyOffline={role !== 'owner'} />}
      </div>

      <div className={styles.columns}>
        <EntryList title={ht('accountSettings')} entries={account.filter(allowed)} testId="account-settings">
          <LanguageRow />
        </EntryList>
        <EntryList title={ht('helpSupport')} entries={help.filter(allowed)} testId="help-support" />
      </div>

      <FollowUsDialog open={followOpen} onClose={() => setFollowOpen(false)} />
    </section>
  );
}

function Avatar({ vendor }: { vendor: Vendor }) {
  const [broken, setBroken] = useState(false);
  if (vendor.profileImage && !broken) {
    return <img className={styles.avatar} src={vendor.profileImage} alt="" width={72} height={72} onError={() => setBroken(true)} />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true" data-testid="profile-initial">
      {initialOf(vendor.shopName, vendor.name)}
    </span>
  );
}

/** Language: English · हिन्दी · தமிழ், the last row of Account Settings. */
function LanguageRow() {
  return (
    <li className={styles.languageRow} data-entry="language">
      <span className={styles.entryIcon}>
        <Icon name="globe" />
      </span>
      <span className={styles.entryLabel}>{ht('language')}</span>
      <LanguageSwitch className={styles.languageSwitch} />
    </li>
  );
}

function EntryList({ title, entries, testId, children }: { title: string; entries: Entry[]; testId: string; children?: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.entries}>
        {entries.map((e) => {
          const body = (
            <>
              <span className={styles.entryIcon}>
                <Icon name={e.icon} />
              </span>
              <span className={styles.entryLabel}>{e.label}</span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </>
          );
          return (
            <li key={e.key}>
              {e.to ? (
                <Link to={e.to} state={e.state} className={styles.entry} data-entry={e.key}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={styles.entry} data-entry={e.key} onClick={e.onClick}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
        {children}
      </ul>
    </section>
  );
}
