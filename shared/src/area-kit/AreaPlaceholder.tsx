import type { ReactNode } from 'react';
import { useVendor } from '../session';
import styles from './AreaPlaceholder.module.css';

/**
 * What an area shows until its own screens are built: the screen's title and the signed-in
 * shop name, both read from the page's shared session (proof the singleton works).
 */
export function AreaPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const vendor = useVendor();
  return (
    <section className={styles.placeholder} aria-labelledby="area-title">
      <h1 id="area-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.shop}>{vendor?.shopName ?? ''}</p>
      {children}
    </section>
  );
}
