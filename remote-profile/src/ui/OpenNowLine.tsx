import { useEffect, useState } from 'react';
import { readAttribute, type Vendor } from '@vd/shared/session';
import { describeOpenState, type ShopOpenState, shopHoursFromRecord, shopOpenState } from '@vd/contract/rules';
import { useLocale } from '@vd/shared/i18n/react';
import styles from './OpenNowLine.module.css';

/** The time now, moving on every half minute (the open-now line follows the clock by itself). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The open-now state of a vendor record at `now` (the contract's one rule). */
export function openStateOf(vendor: Vendor, now: Date): ShopOpenState {
  return shopOpenState(
    shopHoursFromRecord((name) => readAttribute(vendor, name), vendor),
    now,
  );
}

/**
 * 'Open now · closes 9:00 PM', 'Closed · opens tomorrow 9:00 AM', 'On break · back at 2:00 PM',
 * 'Offline until 6:00 PM', 'Closed 12–14 Nov · Diwali': the shop's open-now line, in the page's
 * language, following the clock.
 */
export function OpenNowLine({ vendor, testId = 'open-now' }: { vendor: Vendor; testId?: string }) {
  useLocale();
  const now = useNow();
  const state = openStateOf(vendor, now);
  return (
    <p className={`${styles.line} ${state.kind === 'open' ? styles.open : styles.closed}`} data-testid={testId} data-state={state.kind}>
      <span className={styles.dot} aria-hidden="true" />
      {describeOpenState(state, now)}
    </p>
  );
}
