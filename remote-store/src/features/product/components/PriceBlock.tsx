import { formatMessage } from '@vd/shared/i18n';
import { formatRupees } from '@vd/shared/format';
import type { Variant } from '@vd/shared/session';
import { discountPercent, shouldShowSaveBadge, showsMrp, variantSize } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import styles from './ProductScreen.module.css';

/** Price of the chosen variant, the struck MRP when different, and the Save N% badge (not for Dairy). */
export function PriceBlock({ variant, categoryName }: { variant: Variant; categoryName: string }) {
  const percent = discountPercent(variant.mrp, variant.netPrice);
  return (
    <div className={styles.priceBlock} data-testid="price-block">
      <p className={styles.priceLine}>
        <span className={styles.price} aria-hidden="true">
          {formatRupees(variant.netPrice)}
        </span>
        <span className="vd-sr-only">{formatMessage(messages.priceLabel, { price: formatRupees(variant.netPrice) })}</span>
        {showsMrp(variant.mrp, variant.netPrice) && (
          <>
            <s className={styles.mrp} aria-hidden="true">
              {formatRupees(variant.mrp)}
            </s>
            <span className="vd-sr-only">{formatMessage(messages.mrpLabel, { price: formatRupees(variant.mrp) })}</span>
          </>
        )}
        {shouldShowSaveBadge(percent, categoryName) && (
          <span className={[styles.badge, percent >= 20 ? styles.badgeHigh : ''].join(' ')} data-testid="save-badge">
            {formatMessage(messages.saveBadge, { percent })}
          </span>
        )}
      </p>
      <p className={styles.size}>{variantSize(variant)}</p>
    </div>
  );
}
