import { readAttribute, type Vendor } from '@vd/shared/session';
import { VENDOR_ATTR, comingHolidays, describeHoliday, indiaDate } from '@vd/contract/rules';
import { OpenNowLine } from '../../../ui/OpenNowLine';
import { businessHoursTable, weekdayName } from '../model/hours';
import { t } from '../messages';
import styles from './PublicProfile.module.css';

/** Sunday to Saturday, today highlighted; 'Closed' on weekly off days; 12-hour times and the break line; 'Not Available'. */
export function HoursPanel({ vendor, now }: { vendor: Vendor; now: Date }) {
  const rows = businessHoursTable(
    {
      shopTiming: readAttribute(vendor, VENDOR_ATTR.shopTiming),
      offHours: readAttribute(vendor, VENDOR_ATTR.offHours),
      weeklyOffDay: readAttribute(vendor, VENDOR_ATTR.weeklyOffDay),
    },
    now,
  );
  // Coming holidays after today: one that covers today is what the open-now line above says.
  const today = indiaDate(now);
  const holidays = comingHolidays(vendor.holidays ?? [], now).filter((h) => h.from > today);
  return (
    <section className={`${styles.card} ${styles.hoursCard}`} aria-label={t('tabBusinessHours')}>
      <div className={styles.openNow}>
        <OpenNowLine vendor={vendor} testId="hours-open-now" />
        {holidays.length > 0 ? (
          <ul className={styles.holidays} aria-label={t('holidays')}>
            {holidays.map((h) => (
              <li key={h.id ?? `${h.from}-${h.to}`} data-testid="profile-holiday">
                {describeHoliday(h)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ul className={styles.hours}>
        {rows.map((row) => (
          <li key={row.day} className={styles.hoursRow} data-status={row.status} data-testid="hours-row" aria-current={row.isToday ? 'date' : undefined}>
            <span className={styles.day}>
              {weekdayName(row.day)}
              {row.isToday && <span className={styles.todayBadge}>{t('today')}</span>}
            </span>
            <span className={styles.hoursText}>
              <span>{row.text}</span>
              {row.breakLine && <span className={styles.breakLine}>{row.breakLine}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
