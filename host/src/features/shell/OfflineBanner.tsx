import { t } from './messages';
import styles from './shell.module.css';
import { useOnline } from './useOnline';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      <span>{t('offline')}</span>
      <button type="button" className={styles.offlineRetry} onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}
