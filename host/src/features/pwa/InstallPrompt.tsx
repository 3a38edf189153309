import { useState } from 'react';
import { displayProductName } from '@vd/shared/share';
import { t } from '../../core/messages';
import { shellMessages } from '../shell/messages';
import { dismissPrompt, isPromptDismissed, useInstall } from './install';
import styles from '../shell/shell.module.css';

/** 'Install {product}' with 'Install App' and 'Not Now'; hidden once dismissed (pwaPromptDismissed). */
export function InstallPrompt() {
  const { canInstall, install } = useInstall();
  const [dismissed, setDismissed] = useState(isPromptDismissed);
  if (!canInstall || dismissed) return null;
  return (
    <aside className={styles.install} aria-label={t('installTitle', { product: displayProductName() })}>
      <div>
        <strong>{t('installTitle', { product: displayProductName() })}</strong>
        <p>{shellMessages.installText}</p>
      </div>
      <div className={styles.installActions}>
        <button
          type="button"
          className={styles.installSecondary}
          onClick={() => {
            dismissPrompt();
            setDismissed(true);
          }}
        >
          {shellMessages.notNow}
        </button>
        <button type="button" className={styles.installPrimary} onClick={() => void install()}>
          {t('installApp')}
        </button>
      </div>
    </aside>
  );
}
