import { useEffect, useState } from 'react';
import { t } from '../../app/messages';
import styles from './shell.module.css';

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

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
