import { formatRupees } from '@vd/shared/format';
import { intlLocale } from '@vd/shared/i18n';
import { t } from '../messages/todayMessages';
import { CHART, chartColumns, chartDescription, type SummaryDay } from '../model/today-view';
import styles from './today.module.css';

const weekday = (day: string): string => new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
const dayName = (day: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
const compactRupees = (n: number): string =>
  n === 0 ? '₹0' : `₹${new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(n)}`;

/** Orders and rupees paid per India day, the last seven, today marked: plain SVG, an image named 'Last 7 days' with the figures in words. */
export function WeekChart({ days }: { days: readonly SummaryDay[] }) {
  const columns = chartColumns(days);
  const base = CHART.height - CHART.bottom;
  const description = chartDescription(days, (d) => t('dayLine', { day: dayName(d.day), orders: d.orders, rupees: formatRupees(d.rupees) }));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartHead}>
        <span className={styles.chartTitle}>{t('week')}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyOrders} /> {t('legendOrders')}
          <span className={styles.keyRupees} /> {t('legendRupees')}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className={styles.svg}
        role="img"
        aria-label={t('week')}
        aria-describedby="week-chart-text"
        data-testid="week-chart"
      >
        <line x1={0} x2={CHART.width} y1={base + 0.5} y2={base + 0.5} className={styles.axis} />
        {columns.map((c, i) => {
          const d = days[i]!;
          return (
            <g key={c.day} className={c.today ? styles.todayCol : undefined}>
              {c.today && (
                <rect
                  x={c.cx - CHART.width / days.length / 2 + 2}
                  y={2}
                  width={CHART.width / days.length - 4}
                  height={CHART.height - 4}
                  rx={8}
                  className={styles.todayBg}
                />
              )}
              <rect {...c.orders} rx={3} className={styles.barOrders} />
              <rect {...c.rupees} rx={3} className={styles.barRupees} />
              <text x={c.orders.x + c.orders.width / 2} y={c.orders.y - 4} textAnchor="middle" className={styles.barValue}>
                {d.orders}
              </text>
              <text x={c.cx} y={base + 13} textAnchor="middle" className={c.today ? styles.dayToday : styles.day}>
                {c.today ? t('todayMark') : weekday(c.day)}
              </text>
              <text x={c.cx} y={base + 26} textAnchor="middle" className={styles.rupees}>
                {compactRupees(d.rupees)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id="week-chart-text" className={styles.srOnly} data-testid="week-chart-text">
        {description}
      </p>
    </figure>
  );
}
