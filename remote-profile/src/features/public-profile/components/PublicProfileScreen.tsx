import { useMemo } from 'react';
import { Button, Skeleton } from '@vd/shared/ui';
import { useLocation, useNavigate } from '@vd/shared/router';
import type { Vendor } from '@vd/shared/session';
import { useSwipe } from '@vd/shared/ui';
import { t as appText } from '../../../app/messages';
import { useDelay } from '../hooks/useDelay';
import { useProfileTab } from '../hooks/useProfileTab';
import { useProfileVendor } from '../hooks/useProfileVendor';
import { t } from '../messages';
import { GALLERY_DELAY_MS, goBackTarget } from '../model/profile';
import { tabInDirection } from '../model/swipe';
import type { ProfileTab } from '../model/tabs';
import { CategoriesPanel } from './CategoriesPanel';
import { GalleryPanel } from './GalleryPanel';
import { useGalleryPhotos } from '../hooks/useGalleryPhotos';
import { HoursPanel } from './HoursPanel';
import { Icon } from './Icon';
import { InfoPanel } from './InfoPanel';
import { LocatePanel } from './LocatePanel';
import { OverviewPanel } from './OverviewPanel';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs, panelId, tabId } from './ProfileTabs';
import styles from './PublicProfile.module.css';

/** /vendor/profile: the shop's public page (spec section 2 "/vendor/profile"). */
export default function PublicProfileScreen() {
  const profile = useProfileVendor();
  if (profile.status === 'loading') return <ProfileLoading />;
  if (profile.status === 'notFound') return <VendorNotFound />;
  return <PublicProfile vendor={profile.vendor} />;
}

function PublicProfile({ vendor }: { vendor: Vendor }) {
  const [tab, selectTab] = useProfileTab();
  const galleryWaiting = useDelay(GALLERY_DELAY_MS);
  const now = useMemo(() => new Date(), []);
  const swipe = useSwipe((direction) => {
    const target = tabInDirection(tab, direction);
    if (target !== tab) selectTab(target);
  });

  return (
    <article className={styles.page} data-testid="public-profile">
      <ProfileHeader vendor={vendor} />
      <ProfileTabs active={tab} onSelect={selectTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className={styles.panel} {...swipe} data-testid="profile-panel">
        <TabContent tab={tab} vendor={vendor} now={now} galleryWaiting={galleryWaiting} />
      </div>
    </article>
  );
}

function TabContent({ tab, vendor, now, galleryWaiting }: { tab: ProfileTab; vendor: Vendor; now: Date; galleryWaiting: boolean }) {
  switch (tab) {
    case 'overview':
      return <OverviewPanel vendor={vendor} />;
    case 'gallery':
      return <VendorGallery vendor={vendor} waiting={galleryWaiting} />;
    case 'categories':
      return <CategoriesPanel tree={vendor.vendorCategories ?? []} />;
    case 'hours':
      return <HoursPanel vendor={vendor} now={now} />;
    case 'info':
      return <InfoPanel vendor={vendor} now={now} />;
    case 'locate':
      return <LocatePanel vendor={vendor} />;
  }
}

/** The Gallery tab: thumbnails from the gallery list (the signed-in vendor's), skeletons until it answered. */
function VendorGallery({ vendor, waiting }: { vendor: Vendor; waiting: boolean }) {
  const photos = useGalleryPhotos(vendor);
  return <GalleryPanel images={photos.photos} waiting={waiting || photos.pending} />;
}

function ProfileLoading() {
  return (
    <section className={styles.page} aria-busy="true" aria-label={t('loadingProfile')} data-testid="public-profile-loading">
      <div className={styles.header}>
        <div className={styles.cover} />
        <div className={styles.identity}>
          <Skeleton width={96} height={96} radius="50%" />
          <div className={styles.titleBlock}>
            <Skeleton width="60%" height={26} />
            <Skeleton width="80%" height={16} style={{ marginTop: 8 }} />
          </div>
        </div>
      </div>
      <Skeleton height={44} style={{ marginTop: 16 }} />
      <Skeleton height={200} style={{ marginTop: 16 }} radius="var(--vd-radius-lg)" />
    </section>
  );
}

function VendorNotFound() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const goBack = () => {
    const target = goBackTarget(key);
    if (target === -1) navigate(-1);
    else navigate(target, { replace: true });
  };
  return (
    <div className={styles.notFound}>
      <h1 className={styles.pageTitle}>{appText('vendorProfile')}</h1>
      <div className={styles.notFoundCard} role="alert">
        <Icon name="bag" size={36} />
        <p>{t('vendorNotFound')}</p>
        <Button variant="secondary" onClick={goBack}>
          <Icon name="back" size={18} />
          {t('goBack')}
        </Button>
      </div>
    </div>
  );
}
