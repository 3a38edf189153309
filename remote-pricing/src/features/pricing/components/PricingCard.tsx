import { memo } from 'react';
import { formatMessage } from '@vd/shared/i18n';
import { formatRupees } from '@vd/shared/format';
import { cardBadgeClass, cardBodyClass, cardMediaClass, cardNameClass, wideCardClass } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { Thumb } from '../../../ui/Thumb';
import { cardSummary } from '../model/card';
import type { PricingProduct } from '../model/normalize';
import styles from './PricingCard.module.css';
import { WaitingMark } from '@vd/shared/outbox';

export interface PricingCardProps {
  product: PricingProduct;
  changed: boolean;
  /** A save of it waits in the outbox. */
  waiting?: boolean;
  onOpen: (productId: string) => void;
}

/** A product on the pricing grid: picture, name, each variant's price, availability; tap to edit. */
export const PricingCard = memo(function PricingCard({ product, changed, waiting = false, onOpen }: PricingCardProps) {
  const summary = cardSummary(product);
  const id = String(product.productId);
  return (
    <article
      className={[wideCardClass, styles.card, changed ? styles.changed : '', summary.availability === 'none' ? styles.cardOff : ''].join(' ')}
      data-testid="pricing-card"
      data-product-id={id}
      data-changed={changed || undefined}
      data-waiting={waiting || undefined}
    >
      <div className={cardMediaClass}>
        <Thumb src={product.productImageUrls[0]} name={product.productName} />
        {changed ? <span className={`${cardBadgeClass} ${styles.editedBadge}`}>{messages.edited}</span> : null}
      </div>
      <div className={cardBodyClass}>
        <h2 className={cardNameClass}>
          <button type="button" className={styles.open} onClick={() => onOpen(id)}>
            {product.productName}
          </button>
        </h2>
        <ul className={styles.lines}>
          {summary.lines.map((line) => (
            <li key={line.key} className={[styles.line, line.available ? '' : styles.lineOff].join(' ')} data-testid="variant-line">
              <span className={styles.size}>{line.size}</span>
              <span className={styles.prices}>
                <span className={styles.net} data-testid="net-price">
                  {formatRupees(line.netPrice)}
                </span>
                {line.mrp !== null ? (
                  <>
                    <s className={styles.mrp} aria-hidden="true">
                      {formatRupees(line.mrp)}
                    </s>
                    <span className="vd-sr-only">{formatMessage(messages.mrpShort, { price: formatRupees(line.mrp) })}</span>
                  </>
                ) : null}
              </span>
            </li>
          ))}
          {summary.more > 0 ? <li className={styles.more}>+{summary.more}</li> : null}
        </ul>
        {waiting ? <WaitingMark /> : null}
        <p className={[styles.status, styles[summary.availability]].join(' ')} data-testid="availability">
          {summary.availability === 'all'
            ? messages.allAvailable
            : summary.availability === 'none'
              ? messages.unavailable
              : formatMessage(messages.availableOf, { available: summary.available, count: summary.total })}
        </p>
      </div>
    </article>
  );
});
