import { useState } from 'react';
import { t } from '../../../app/messages';
import { formatDay, isSelectableDay, MONTH_NAMES, monthGrid, sameDay, type CalendarDay } from '../model/reschedule';
import styles from './detail.module.css';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface CalendarProps {
  value: CalendarDay;
  today: CalendarDay;
  onChange: (day: CalendarDay) => void;
}

/** A month calendar; days up to and including today are disabled (spec section 4/5). */
export function Calendar({ value, today, onChange }: CalendarProps) {
  const [view, setView] = useState({ year: value.year, month: value.month });
  const move = (delta: number) => {
    const m = view.month - 1 + delta;
    setView({ year: view.year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 });
  };
  const canGoBack = view.year > today.year || (view.year === today.year && view.month > today.month);
  return (
    <div className={styles.calendar} data-testid="reschedule-calendar">
      <div className={styles.calHead}>
        <button type="button" className={styles.calNav} onClick={() => move(-1)} disabled={!canGoBack} aria-label={t('previousMonth')}>
          ‹
        </button>
        <span className={styles.calMonth} aria-live="polite">
          {MONTH_NAMES[view.month - 1]} {view.year}
        </span>
        <button type="button" className={styles.calNav} onClick={() => move(1)} aria-label={t('nextMonth')}>
          ›
        </button>
      </div>
      <table className={styles.calGrid} role="grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" abbr={d}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view.year, view.month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={j}>
                  {day && (
                    <button
                      type="button"
                      className={styles.calDay}
                      disabled={!isSelectableDay(day, today)}
                      aria-pressed={sameDay(day, value)}
                      aria-label={formatDay(day)}
                      data-today={sameDay(day, today) || undefined}
                      onClick={() => onChange(day)}
                    >
                      {day.day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
