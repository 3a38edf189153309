import { useState } from 'react';
import { Button, Dialog } from '@vd/shared/ui';
import { ht } from '../messages';
import { OFFLINE_CHOICES, type OfflineChoice, firstOfflineDate } from '../model/offline-until';
import styles from './hub.module.css';

const LABEL: Record<OfflineChoice, 'offlineHour' | 'offlineTomorrow' | 'offlineDate' | 'offlineManual'> = {
  hour: 'offlineHour',
  tomorrow: 'offlineTomorrow',
  date: 'offlineDate',
  manual: 'offlineManual',
};

/**
 * Switching Online Status off first asks how long: '1 hour', 'Until tomorrow morning',
 * 'Until a date', 'Until I switch it back'. Confirming hands the choice to the switch's existing call.
 */
export function OfflineUntilDialog({
  open,
  now,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  now: Date;
  onCancel: () => void;
  onConfirm: (choice: OfflineChoice, date: string) => void;
}) {
  const [choice, setChoice] = useState<OfflineChoice>('hour');
  const [date, setDate] = useState('');
  const min = firstOfflineDate(now);
  const dateMissing = choice === 'date' && (date === '' || date < min);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={ht('offlineTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {ht('cancel')}
          </Button>
          <Button onClick={() => onConfirm(choice, date)} disabled={dateMissing} data-testid="offline-confirm">
            {ht('goOffline')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.offlineChoices} data-testid="offline-choices">
        <legend className={styles.visuallyHidden}>{ht('offlineTitle')}</legend>
        {OFFLINE_CHOICES.map((c) => (
          <label key={c} className={styles.offlineChoice}>
            <input type="radio" name="offline-until" checked={choice === c} onChange={() => setChoice(c)} />
            <span>{ht(LABEL[c])}</span>
          </label>
        ))}
      </fieldset>
      {choice === 'date' ? (
        <label className={styles.offlineDate}>
          <span>{ht('offlineBackOn')}</span>
          <input type="date" min={min} value={date} onChange={(e) => setDate(e.target.value)} data-testid="offline-date" />
        </label>
      ) : null}
      <p className={styles.offlineNote}>{ht('offlineNote')}</p>
    </Dialog>
  );
}
