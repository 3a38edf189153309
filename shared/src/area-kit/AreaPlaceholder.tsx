import type { ReactNode } from 'react';
import { formatMessage } from '@vd/contract/i18n';
import { useVendor } from '../session';
import { areaKitMessages } from './messages';
import styles from './AreaPlaceholder.module.css';

/**
 * What an area shows until its own screens are built: the screen's title and the signed-in
 * shop name, both read from the page's shared session (proof the singleton works), any actions,
 * and the release the area runs (small, for support and operations).
 */
export function AreaPlaceholder({ title, release, children }: { title: string; release?: string; children?: ReactNode }) {
  const vendor = useVendor();
  return (
    <section className={styles.placeholder} aria-labelledby="area-title">
      <h1 id="area-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.shop}>{vendor?.shopName ?? ''}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
      {release ? (
        <p className={styles.release} data-release={release}>
          {formatMessage(areaKitMessages.release, { release })}
        </p>
      ) : null}
    </section>
  );
}
