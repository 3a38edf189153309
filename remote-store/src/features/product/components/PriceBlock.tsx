import { formatMessage, type Variant } from '@vd/shared';
import { discountPercent, shouldShowSaveBadge, showsMrp, variantSize } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import { PriceWithMrp } from '../../../ui/PriceWithMrp';
import styles from './ProductScreen.module.css';

/** Price of the chosen variant, the struck MRP when different, and the Save N% badge (not for Dairy). */
export function PriceBlock({ variant, categoryName }: { variant: Variant; categoryName: string }) {
  const percent = discountPercent(variant.mrp, variant.netPrice);
  return (
    <div className={styles.priceBlock} data-testid="price-block">
      <p className={styles.priceLine}>
        <PriceWithMrp
          netPrice={variant.netPrice}
          mrp={variant.mrp}
          showMrp={showsMrp(variant.mrp, variant.netPrice)}
          netClassName={styles.price}
          mrpClassName={styles.mrp}
        />
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
