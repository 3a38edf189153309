import { Dialog } from '@vd/shared/ui/base';
import { displayProductName } from '@vd/shared/share';
import { t } from '../../core/messages';
import styles from './IosInstallTutorial.module.css';

/**
 * The iOS install tutorial (spec 4 "Install flow"): Safari has no install prompt, so Install App
 * shows how to add the app to the home screen. Loaded on demand (never on the login page's path).
 */
export default function IosInstallTutorial({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={t('installTitle', { product: displayProductName() })}>
      <TutorialImage />
      <ol className={styles.steps}>
        <li>{t('iosTutorialShare')}</li>
        <li>{t('iosTutorialAdd')}</li>
      </ol>
      <button type="button" className={styles.done} onClick={onClose}>
        {t('iosTutorialDone')}
      </button>
    </Dialog>
  );
}

/** The tutorial image: Safari's toolbar with the Share button, and the share sheet's Add to Home Screen. */
function TutorialImage() {
  return (
    <svg className={styles.image} viewBox="0 0 280 150" role="img" aria-label={t('iosTutorialImage')}>
      <title>{t('iosTutorialImage')}</title>
      <rect x="10" y="10" width="120" height="130" rx="14" fill="var(--vd-color-surface)" stroke="currentColor" strokeWidth="2" />
      <rect x="20" y="110" width="100" height="22" rx="6" fill="var(--vd-color-surface-muted)" />
      <g transform="translate(62 112)" fill="none" stroke="var(--vd-color-brand)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 12V1M4 5l4-4 4 4" />
        <path d="M3 8H1v10h14V8h-2" />
      </g>
      <path d="M140 75h30m-8-6 8 6-8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <rect x="180" y="40" width="90" height="70" rx="10" fill="var(--vd-color-surface)" stroke="currentColor" strokeWidth="2" />
      <rect x="188" y="62" width="74" height="26" rx="6" fill="var(--vd-color-surface-muted)" />
      <g transform="translate(194 68)" fill="none" stroke="var(--vd-color-brand)" strokeWidth="2" strokeLinecap="round">
        <rect x="0" y="0" width="14" height="14" rx="3" />
        <path d="M7 4v6M4 7h6" />
      </g>
      <path d="M214 75h40" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.5" />
    </svg>
  );
}
