import { useMemo, useState } from 'react';
import { Button, Dialog } from '@vd/shared/ui';
import { t } from '../../../app/messages';
import { isSelectableDay, rescheduleLabel, rescheduleText, sameDay, todayIn, tomorrowOf, type CalendarDay } from '../model/reschedule';
import { Calendar } from './Calendar';
import styles from './detail.module.css';

export interface RescheduleDialogProps {
  open: boolean;
  busy: boolean;
  shopTiming: string | null;
  onClose: () => void;
  onConfirm: (deliveryTime: string) => void;
}

/** Reschedule: date defaults to tomorrow; Tomorrow button; calendar with today and earlier disabled. */
export function RescheduleDialog({ open, busy, shopTiming, onClose, onConfirm }: RescheduleDialogProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: "today" is taken again each time the dialog opens
  const today = useMemo(() => todayIn(new Date()), [open]);
  const [day, setDay] = useState<CalendarDay>(() => tomorrowOf(today));
  const valid = isSelectableDay(day, today);
  const text = rescheduleText(shopTiming, day);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={t('rescheduleTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('close')}
          </Button>
          <Button onClick={() => valid && onConfirm(text)} disabled={!valid} loading={busy} loadingText={t('rescheduling')}>
            {t('confirmReschedule')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <div className={styles.rescheduleRow}>
          <span className={styles.fieldLabel}>{t('rescheduleDate')}</span>
          <Button variant="secondary" size="small" aria-pressed={sameDay(day, tomorrowOf(today))} onClick={() => setDay(tomorrowOf(today))}>
            {t('tomorrow')}
          </Button>
        </div>
        <Calendar value={day} today={today} onChange={setDay} />
        <p className={styles.preview} aria-live="polite" data-testid="reschedule-preview">
          {t('newDeliveryTime', { text: rescheduleLabel(shopTiming, day) })}
        </p>
      </div>
    </Dialog>
  );
}
