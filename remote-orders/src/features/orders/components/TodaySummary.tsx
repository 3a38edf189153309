import { formatRupees } from '@vd/shared/format';
import { Link } from '@vd/shared/router';
import { useQuery } from '@vd/shared/data';
import { Skeleton } from '@vd/shared/ui';
import { summaryQuery } from '../api/summary';
import { t, type MessageKey } from '../messages/todayMessages';
import { type Figure, todayFigures } from '../model/today-view';
import { WeekChart } from './WeekChart';
import styles from './today.module.css';

const LABEL: Record<Figure['key'], MessageKey> = {
  received: 'received',
  delivered: 'delivered',
  paid: 'paid',
  unpaid: 'unpaid',
  pending: 'pending',
  outOfStock: 'outOfStock',
};

/** The orders screen's 'Today' region: six figures and the last seven days (GET orders/vendor/summary). */
export function TodaySummary() {
  const summary = useQuery(summaryQuery());
  const data = summary.data;
  return (
    <section className={styles.today} aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title" className={styles.title}>
        {t('title')}
      </h2>
      {data ? (
        <>
          <ul className={styles.figures}>
            {todayFigures(data.today).map((f) => (
              <li key={f.key}>
                <FigureTile figure={f} />
              </li>
            ))}
          </ul>
          <WeekChart days={data.days} />
        </>
      ) : summary.error ? (
        <p className={styles.failed} role="status">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.retry} onClick={() => void summary.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={128} />
          <Skeleton height={150} />
        </div>
      )}
    </section>
  );
}

function FigureTile({ figure }: { figure: Figure }) {
  const label = t(LABEL[figure.key]);
  const value = figure.rupees ? formatRupees(figure.value) : String(figure.value);
  const body = (
    <>
      <span className={styles.value} data-testid={`today-${figure.key}`}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
      {figure.count !== undefined && <span className={styles.sub}>{t('orderCount', { count: figure.count })}</span>}
    </>
  );
  if (figure.to === null) return <div className={styles.figure}>{body}</div>;
  return (
    <Link to={figure.to} className={`${styles.figure} ${styles.link}`} aria-label={t('open', { label, value })}>
      {body}
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
