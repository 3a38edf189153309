import { useEffect, useState } from 'react';
import { readAttribute, type Vendor } from '@vd/shared/session';
import { useLocale } from '@vd/shared/i18n/react';
import { describeOpenState, shopHoursFromRecord, shopOpenState } from '@vd/contract/rules';
import styles from './shell.module.css';

/**
 * The header's open-now line: 'Open now · closes 9:00 PM', 'Closed · opens tomorrow
 * 9:00 AM', 'Offline until 6:00 PM', from the contract's one rule, following the clock. Its own small
 * component, loaded after the header (the login page never downloads it).
 */
export default function HeaderOpenNow({ vendor }: { vendor: Vendor }) {
  useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  const state = shopOpenState(
    shopHoursFromRecord((name) => readAttribute(vendor, name), vendor),
    now,
  );
  return (
    <span className={state.kind === 'open' ? styles.openNow : styles.closedNow} data-testid="header-open-now" data-state={state.kind}>
      {describeOpenState(state, now)}
    </span>
  );
}
