import type { Vendor } from '@vd/shared/session';
import { businessDetailRows } from '../model/details';
import { highlightsOf, type Highlights } from '../model/highlights';
import { t, type PublicProfileMessageKey } from '../messages';
import { Icon, type IconName } from './Icon';
import styles from './PublicProfile.module.css';

const CARDS: { key: keyof Highlights; label: PublicProfileMessageKey; icon: IconName }[] = [
  { key: 'rating', label: 'ratingLabel', icon: 'star' },
  { key: 'deliveryMinutes', label: 'deliveryMinutesLabel', icon: 'clock' },
  { key: 'ordersCompleted', label: 'ordersCompletedLabel', icon: 'check' },
  { key: 'organic', label: 'organicLabel', icon: 'leaf' },
  { key: 'delivery', label: 'deliveryLabel', icon: 'truck' },
  { key: 'experience', label: 'experienceLabel', icon: 'award' },
];

/** 'Why Shop With Us?' highlight cards and the 'Business Details' block. */
export function InfoPanel({ vendor, now }: { vendor: Vendor; now: Date }) {
  const highlights = highlightsOf(vendor, now);
  const details = businessDetailRows(vendor);
  return (
    <div className={styles.stack}>
      <section aria-labelledby="pp-why">
        <h2 id="pp-why" className={styles.sectionTitle}>
          {t('whyShopWithUs')}
        </h2>
        <ul className={styles.highlights}>
          {CARDS.map((card) => (
            <li key={card.key} className={styles.highlight} data-testid={`highlight-${card.key}`}>
              <span className={styles.highlightIcon}>
                <Icon name={card.icon} size={20} />
              </span>
              <strong className={styles.highlightValue}>{highlights[card.key]}</strong>
              <span className={styles.highlightLabel}>{t(card.label)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="pp-details">
        <h2 id="pp-details" className={styles.sectionTitle}>
          {t('businessDetails')}
        </h2>
        <dl className={styles.details}>
          {details.map((row) => (
            <div key={row.key} className={styles.detailRow} data-testid={`detail-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
