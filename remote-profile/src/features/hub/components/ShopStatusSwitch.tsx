import type { Vendor } from '@vd/shared/session';
import { Switch } from '../../../ui/Switch';
import { ConflictNotice, WaitingMark } from '@vd/shared/outbox';
import { useShopStatus } from '../hooks/useShopStatus';
import { OpenNowLine } from '../../../ui/OpenNowLine';
import { OfflineUntilDialog } from './OfflineUntilDialog';
import { ht } from '../messages';
import { statusConflictText } from '../model/status';
import styles from './hub.module.css';

/**
 * Online Status: Approved shows Live, OutOfStation Offline; any other status shows the switch disabled.
 * `ownerOnlyOffline` (a manager): a live shop's switch is held, since only the owner takes it offline.
 */
export function ShopStatusSwitch({ vendor, ownerOnlyOffline = false }: { vendor: Vendor; ownerOnlyOffline?: boolean }) {
  const { shownLive, disabled: locked, busy, toggle, pending, choosing, now, cancelChoice, chooseOffline } = useShopStatus(vendor);
  const held = !locked && ownerOnlyOffline && shownLive;
  const disabled = locked || held;
  const hint = locked ? ht('lockedHint', { status: vendor.status }) : held ? ht('ownerOnlyOffline') : shownLive ? ht('liveHint') : ht('offlineHint');
  return (
    <div className={styles.statusRow} data-testid="online-status">
      <div className={styles.statusText}>
        <span className={styles.statusLabel} id="online-status-label">
          {ht('onlineStatus')}
        </span>
        <span className={styles.statusHint} id="online-status-hint">
          <span className={shownLive ? styles.dotLive : styles.dotOffline} aria-hidden="true" />
          <strong>{shownLive ? ht('live') : ht('offline')}</strong> · {hint}
        </span>
        {locked ? null : <OpenNowLine vendor={vendor} testId="hub-open-now" />}
        {pending?.state === 'waiting' && <WaitingMark />}
        {pending?.state === 'conflict' && <ConflictNotice entry={pending} message={statusConflictText(pending.conflict)} />}
      </div>
      <Switch
        checked={shownLive}
        onToggle={toggle}
        labelledBy="online-status-label"
        describedBy="online-status-hint"
        disabled={disabled}
        busy={busy}
        tone="success"
      />
      <OfflineUntilDialog open={choosing} now={now} onCancel={cancelChoice} onConfirm={chooseOffline} />
    </div>
  );
}
