import type { Vendor } from '@vd/shared/session';
import { coordinatesOf } from '../model/contact';
import { t } from '../messages';
import { locationCardOf } from '../model/profile';
import { Icon } from './Icon';
import styles from './PublicProfile.module.css';
import { ShopMap } from '../../../ui/map/ShopMap';
import { pinPosition } from '../../../lib/map/geometry';

/**
 * Locate Us: the shop map (Leaflet over the embedded outline of India, and the tiles
 * of config.json when configured; a lazy chunk loaded when this tab opens) with the shop's pin, the
 * shop name, the address or 'Address not available', 'Directions' (disabled without an address) and
 * 'Call' when the shop has a phone.
 */
export function LocatePanel({ vendor }: { vendor: Vendor }) {
  const coordinates = coordinatesOf(vendor);
  const card = locationCardOf(vendor, coordinates);
  const position = coordinates ? pinPosition(coordinates) : null;
  return (
    <section className={styles.locateCard} aria-label={t('mapCardLabel')} data-testid="location-card">
      <ShopMap position={position} label={t('mapLabel', { name: card.shopName })} muted={!card.address} testId="shop-map" />
      <div className={styles.locateBody}>
        <h2 className={styles.locateName}>{card.shopName}</h2>
        <p className={card.address ? styles.locateAddress : styles.muted} data-testid="location-address">
          {card.address ?? t('addressNotAvailable')}
        </p>
        {coordinates && (
          <p className={styles.coordinates}>{t('coordinates', { latitude: coordinates.latitude.toFixed(4), longitude: coordinates.longitude.toFixed(4) })}</p>
        )}
        <div className={styles.locateActions}>
          {card.directionsUrl ? (
            <a className={styles.primaryAction} href={card.directionsUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="directions" size={18} />
              {t('directions')}
            </a>
          ) : (
            // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href; it stays focusable and announced as a disabled link
            <span className={styles.primaryAction} role="link" aria-disabled="true" tabIndex={0}>
              <Icon name="directions" size={18} />
              {t('directions')}
            </span>
          )}
          {card.callHref && (
            <a className={styles.secondaryAction} href={card.callHref}>
              <Icon name="phone" size={18} />
              {t('call')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
