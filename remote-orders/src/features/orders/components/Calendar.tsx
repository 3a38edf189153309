import { useState } from 'react';
import { t } from '../../../app/messages';
import { dayLabel, isSelectableDay, monthGrid, monthLabel, sameDay, weekdayLabels, type CalendarDay } from '../model/reschedule';
import styles from './detail.module.css';

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
          {monthLabel(view.year, view.month)}
        </span>
        <button type="button" className={styles.calNav} onClick={() => move(1)} aria-label={t('nextMonth')}>
          ›
        </button>
      </div>
      <table className={styles.calGrid} role="grid">
        <thead>
          <tr>
            {weekdayLabels().map((d, i) => (
              <th key={i} scope="col" abbr={d.long}>
                {d.short}
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
                      aria-label={dayLabel(day)}
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
