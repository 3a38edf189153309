import { t } from '../../../app/messages';
import { statusLabelKey } from '../model/status';
import styles from './orders.module.css';

const TONE: Record<string, string | undefined> = {
  Pending: styles.tonePending,
  Rescheduled: styles.toneRescheduled,
  Paid: styles.tonePaid,
  Completed: styles.toneDelivered,
  Cancelled: styles.toneCancelled,
};

export function StatusBadge({ status }: { status: string }) {
  const key = statusLabelKey(status);
  return (
    <span className={[styles.badge, TONE[status] ?? ''].join(' ')} data-testid="order-status">
      {key ? t(key) : status}
    </span>
  );
}
