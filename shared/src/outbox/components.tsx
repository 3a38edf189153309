import { useState } from 'react';
import { Button } from '../ui/Button';
import { ot } from './messages';
import { flushNow, outbox } from './page';
import type { OutboxEntry } from './types';
import styles from './outbox.module.css';

/** The mark of a change the API does not have yet. */
export function WaitingMark() {
  return (
    <span className={styles.mark} data-testid="waiting-to-send">
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {ot('waitingToSend')}
    </span>
  );
}

/**
 * A change the API refused: what happened, Retry (sent again; `retryInput` when the area rebuilt
 * it on what is now stored) and Discard.
 */
export function ConflictNotice({ entry, message, retryInput }: { entry: OutboxEntry; message: string; retryInput?: () => OutboxEntry['input'] | undefined }) {
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<unknown>) => {
    setBusy(true);
    void fn().finally(() => setBusy(false));
  };
  return (
    <div className={styles.conflict} role="alert" data-testid="outbox-conflict" data-entry-id={entry.id}>
      <p className={styles.conflictText}>
        <strong>{ot('notSent')}</strong> {message}
      </p>
      <div className={styles.conflictActions}>
        <Button size="small" variant="secondary" disabled={busy} onClick={() => run(() => outbox.discard(entry.id))}>
          {ot('discard')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const input = retryInput?.();
              await outbox.retry(entry.id, input);
              await flushNow(true);
            })
          }
        >
          {ot('retry')}
        </Button>
      </div>
    </div>
  );
}

/** The header's count: '2 waiting to send' (nothing when none waits). */
export function WaitingCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className={styles.count} role="status" aria-label={ot('waitingCountLabel', { count })} data-testid="outbox-count">
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </svg>
      {ot('waitingCount', { count })}
    </span>
  );
}
