import { useState } from 'react';
import { Link } from '@vd/shared/router';
import { SHARE_COPY_NOTICE_MS, shareShop } from '@vd/shared/share';
import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import { t } from '../messages';
import { formatRating, ratingOf } from '../model/highlights';
import { profileHeaderOf } from '../model/profile';
import { Icon } from './Icon';
import styles from './PublicProfile.module.css';
import { OpenNowLine } from '../../../ui/OpenNowLine';

/** Profile image (initials when missing or broken), shop name (the page's h1), tagline, Share, 'Shop Now'. */
export function ProfileHeader({ vendor }: { vendor: Vendor }) {
  const header = profileHeaderOf(vendor);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const showImage = header.image !== null && brokenImage !== header.image;

  return (
    <header className={styles.header}>
      <div className={styles.cover} aria-hidden="true" />
      <div className={styles.identity}>
        <div className={styles.avatar} data-testid="profile-image" data-fallback={showImage ? undefined : ''}>
          {showImage ? (
            <img
              src={header.image ?? undefined}
              alt={t('shopImage', { shopName: header.shopName })}
              width={96}
              height={96}
              onError={() => setBrokenImage(header.image)}
            />
          ) : (
            <span role="img" aria-label={t('shopImage', { shopName: header.shopName })}>
              {header.initials}
            </span>
          )}
        </div>
        <div className={styles.titleBlock}>
          <h1 className={styles.shopName}>{header.shopName}</h1>
          {header.tagline && <p className={styles.tagline}>{header.tagline}</p>}
          <OpenNowLine vendor={vendor} testId="profile-open-now" />
          <p className={styles.ratingChip}>
            <Icon name="star" size={14} />
            <span>{formatRating(ratingOf(vendor))}</span>
            <span className="vd-sr-only">{t('ratingLabel')}</span>
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryAction}
          onClick={() =>
            void shareShop({
              contactNo: vendor.contactNo,
              shopName: header.shopName,
              context: 'vendor-profile',
              // Spec section 9: the copy notice shows for 2 s (a toast, not a blocking alert).
              notify: (message) => toast.info(message, { durationMs: SHARE_COPY_NOTICE_MS }),
            })
          }
        >
          <Icon name="share" size={18} />
          {t('share')}
        </button>
        <Link to="/store" className={styles.primaryAction}>
          <Icon name="bag" size={18} />
          {t('shopNow')}
        </Link>
      </div>
    </header>
  );
}
