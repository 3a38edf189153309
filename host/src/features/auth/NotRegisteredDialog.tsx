import { Dialog } from '@vd/shared/ui/base';
import { t } from '../../core/messages';
import styles from './auth.module.css';

export function NotRegisteredDialog({ phone, onClose, onRegister }: { phone: string | null; onClose: () => void; onRegister: () => void }) {
  return (
    <Dialog open={phone !== null} onClose={onClose} title={t('accountNotFound')}>
      <p className={styles.dialogText}>{t('notRegistered', { phone: phone ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            onRegister();
            onClose();
          }}
        >
          {t('registerNow')}
        </button>
      </div>
    </Dialog>
  );
}
