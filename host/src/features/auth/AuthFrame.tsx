import type { ReactNode } from 'react';
import { t } from '../../core/messages';
import styles from './auth.module.css';

/** The sign-in screens' frame: brand panel (desktop) + the form column. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.logo} aria-hidden="true">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative logo inside an aria-hidden box */}
          <svg viewBox="0 0 48 48" width="40" height="40">
            <rect width="48" height="48" rx="12" fill="#fff" opacity="0.16" />
            <path d="M10 20h28l-2-8H12l-2 8Zm2 3v13h24V23" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
            <path d="M20 36v-8h8v8" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
          </svg>
        </div>
        <p className={styles.brandName}>{t('brandName')}</p>
        <h2 className={styles.brandTitle}>{t('welcomeTitle')}</h2>
        <p className={styles.brandText}>{t('welcomeText')}</p>
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
