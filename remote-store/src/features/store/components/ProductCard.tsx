import { memo, useState } from 'react';
import { Link } from '@vd/shared/router';
import { formatMessage } from '@vd/shared/i18n';
import { formatRupees } from '@vd/shared/format';
import type { CategoryNode } from '@vd/shared/session';
import {
  availableVariants,
  discountPercent,
  pickVariant,
  shouldShowSaveBadge,
  showsMrp,
  variantKey,
  variantSize,
  type CatalogProduct,
} from '@vd/shared/catalog';
import { cardBadgeClass, cardBodyClass, cardMediaClass, cardNameClass, railCardClass } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { ProductImage } from '../../../ui/ProductImage';
import { VariantDropdown } from './VariantDropdown';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: CatalogProduct;
  /** The store tab's name: Dairy cards never show a discount badge. */
  categoryName: string;
  subCategory: CategoryNode;
  /** Cards in the first rows load their image at once. */
  eager?: boolean;
  /** The first row's cards: their pictures are the screen's largest paint, asked for first. */
  priority?: boolean;
}

/** What a product card shows for the chosen variant: price, MRP when different, badge rule. */
export function cardPricing(netPrice: number, mrp: number, categoryName: string) {
  const percent = discountPercent(mrp, netPrice);
  return { percent, showMrp: showsMrp(mrp, netPrice), showBadge: shouldShowSaveBadge(percent, categoryName) };
}

export const ProductCard = memo(function ProductCard({ product, categoryName, subCategory, eager = false, priority = false }: ProductCardProps) {
  const options = availableVariants(product);
  const [key, setKey] = useState<string | null>(null);
  const variant = pickVariant(product, key);
  if (!variant) return null;
  const { percent, showMrp, showBadge } = cardPricing(variant.netPrice, variant.mrp, categoryName);
  const titleId = `product-${String(product.productId)}`;
  return (
    <article className={`${railCardClass} ${styles.card}`} aria-labelledby={titleId} data-testid="product-card" data-product-id={String(product.productId)}>
      <div className={cardMediaClass}>
        <ProductImage src={product.productImageUrls[0]} alt="" width={240} height={240} eager={eager} priority={priority} />
        {showBadge && (
          <span className={[cardBadgeClass, styles.badge, percent >= 20 ? styles.badgeHigh : ''].join(' ')} data-testid="save-badge">
            {formatMessage(messages.saveBadge, { percent })}
          </span>
        )}
      </div>
      <div className={cardBodyClass}>
        <h3 className={cardNameClass} id={titleId}>
          <Link className={styles.link} to={`/product/${encodeURIComponent(String(product.productId))}`} state={{ product, subCategory }}>
            {product.productName}
          </Link>
        </h3>
        {options.length > 1 ? (
          <VariantDropdown variants={options} selected={variant} onSelect={(v) => setKey(variantKey(v))} productName={product.productName} />
        ) : (
          <p className={styles.size}>{variantSize(variant)}</p>
        )}
        <p className={styles.price}>
          <span className={styles.net} aria-hidden="true" data-testid="price">
            {formatRupees(variant.netPrice)}
          </span>
          <span className="vd-sr-only">{formatMessage(messages.priceLabel, { price: formatRupees(variant.netPrice) })}</span>
          {showMrp && (
            <>
              <s className={styles.mrp} aria-hidden="true" data-testid="mrp">
                {formatRupees(variant.mrp)}
              </s>
              <span className="vd-sr-only">{formatMessage(messages.mrpLabel, { price: formatRupees(variant.mrp) })}</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
});
