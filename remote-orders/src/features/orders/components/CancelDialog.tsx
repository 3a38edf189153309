import { useId, useRef, useState } from 'react';
import { Button, Dialog } from '@vd/shared/ui';
import { toast } from '@vd/shared/toast';
import { t } from '../../../app/messages';
import { CANCEL_REASONS, resolveCancelReason, storedReasonText, type CancelReasonKey } from '../model/cancel';
import styles from './detail.module.css';

export interface CancelDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Cancel: six reasons by radio, Other reveals a text box; 'Keep Order' / 'Cancel Order' ('Cancelling...'). */
export function CancelDialog({ open, busy, onClose, onConfirm }: CancelDialogProps) {
  const [selected, setSelected] = useState<CancelReasonKey | null>(null);
  const [other, setOther] = useState('');
  const name = useId();
  const otherRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const reason = resolveCancelReason(selected, other, storedReasonText);
    if (reason === null) {
      toast.error(t('reasonRequired'));
      if (selected === 'reasonOther') otherRef.current?.focus();
      return;
    }
    onConfirm(reason);
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t('cancelTitle')}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('keepOrder')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy} loadingText={t('cancelling')}>
            {t('cancelOrder')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.reasons} disabled={busy}>
        <legend className={styles.fieldLabel}>{t('cancelQuestion')}</legend>
        {CANCEL_REASONS.map((key) => (
          <label key={key} className={styles.reason}>
            <input type="radio" name={name} value={key} checked={selected === key} onChange={() => setSelected(key)} />
            <span>{t(key)}</span>
          </label>
        ))}
        {selected === 'reasonOther' && (
          <label className={styles.otherBox}>
            <span className="vd-sr-only">{t('otherReasonLabel')}</span>
            <textarea
              ref={otherRef}
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder={t('otherReasonPlaceholder')}
              maxLength={500}
              rows={3}
              autoFocus
            />
          </label>
        )}
      </fieldset>
    </Dialog>
  );
}
