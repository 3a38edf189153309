import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocale } from '@vd/shared/i18n/react';
import { t } from './messages';
import styles from './ShopMap.module.css';
import type { ShopMapProps } from './shop-map-props';

export type { ShopMapProps };

/** Leaflet and the outline of India load only when a map is first shown (their own chunks). */
const LeafletShopMap = lazy(() => import('./LeafletShopMap'));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[map] could not load', error);
  }
  override render() {
    return this.state.failed ? (
      <div className={styles.frame} data-state="failed">
        <p className={styles.note}>{t('failed')}</p>
      </div>
    ) : (
      this.props.children
    );
  }
}

/**
 * The shop map: Leaflet over the tiles of `config.json` when configured, always
 * over the embedded outline of India's states, with the shop's pin. Its code is a lazy chunk, so no
 * screen pays for it before a map is on it.
 */
export function ShopMap(props: ShopMapProps) {
  const locale = useLocale();
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <div className={styles.frame} data-state="loading" role="status">
            <p className={styles.note}>{t('loading')}</p>
          </div>
        }
      >
        {/* Leaflet's own texts (zoom buttons, credit) are set when it starts: a new language starts it again. */}
        <LeafletShopMap key={locale} {...props} />
      </Suspense>
    </MapBoundary>
  );
}
