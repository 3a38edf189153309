import { useState } from 'react';
import { Button, EmptyState, Skeleton } from '@vd/shared/ui';
import { Link, useLocation, useNavigate } from '@vd/shared/router';
import type { CategoryNode } from '@vd/shared/session';
import { availableVariants, pickVariant, variantKey, type CatalogProduct } from '@vd/shared/catalog';
import { QueryState } from '@vd/shared/data';
import { messages } from '../../../app/messages';
import { storeSelection } from '@vd/shared/catalog';
import { useProduct } from '../hooks/useProduct';
import { detailAttributes, breadcrumbSubCategory } from '../model/detail';
import { Gallery } from './Gallery';
import { PriceBlock } from './PriceBlock';
import { VariantChooser } from './VariantChooser';
import styles from './ProductScreen.module.css';

interface NavState {
  product?: CatalogProduct;
  subCategory?: CategoryNode;
}

const asState = (value: unknown): NavState => (typeof value === 'object' && value !== null ? (value as NavState) : {});

/** /product/{productId}: opened from a card (product passed along) or directly (fetched). */
export default function ProductScreen({ productId }: { productId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = asState(location.state);
  const passed = state.product && String(state.product.productId) === productId ? state.product : undefined;
  const product = useProduct(productId, passed);

  if (product.notFound) {
    return (
      <EmptyState
        icon="🔎"
        title={messages.productNotFound}
        description={messages.productNotFoundText}
        action={<Button onClick={() => navigate('/')}>{messages.goHome}</Button>}
      />
    );
  }
  return (
    <QueryState query={product} loading={<ProductSkeleton />} errorMessage={messages.productFailed}>
      {(p) => <ProductDetail product={p} subCategory={state.subCategory} />}
    </QueryState>
  );
}

function ProductDetail({ product, subCategory }: { product: CatalogProduct; subCategory: CategoryNode | undefined }) {
  const [variantChoice, setVariantChoice] = useState<string | null>(null);
  const path = product.categoryPath ?? [];
  const sub = breadcrumbSubCategory(path, subCategory);
  const topName = path[0]?.name ?? '';
  const options = availableVariants(product);
  const variant = pickVariant(product, variantChoice) ?? product.productVariants[0];
  const attributes = detailAttributes(product.productAttributes);

  const openSubCategory = () => {
    if (!sub) return;
    const top = path[0];
    storeSelection({ categoryId: top ? top.id : sub.id, subCategoryId: sub.id });
  };

  return (
    <article className={styles.screen} aria-labelledby="product-title" data-testid="product-screen">
      <nav aria-label={messages.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{messages.home}</Link>
          </li>
          {sub && (
            <li>
              <Link to="/store" onClick={openSubCategory}>
                {sub.name}
              </Link>
            </li>
          )}
          <li aria-current="page">{product.productName}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <Gallery productName={product.productName} images={product.productImageUrls} />

        <div className={styles.info}>
          {product.brand && <p className={styles.brandLine}>{product.brand}</p>}
          <h1 id="product-title" className={styles.title}>
            {product.productName}
          </h1>
          {variant ? <PriceBlock variant={variant} categoryName={topName} /> : null}
          {options.length === 0 && <p className={styles.unavailable}>{messages.unavailableNow}</p>}
          {options.length > 1 && variant && <VariantChooser variants={options} selectedKey={variantKey(variant)} onChange={setVariantChoice} />}

          <details className={styles.details} open>
            <summary>{messages.productDetails}</summary>
            <dl className={styles.detailList}>
              {product.description && (
                <div>
                  <dt>{messages.description}</dt>
                  <dd>{product.description}</dd>
                </div>
              )}
              {product.brand && (
                <div>
                  <dt>{messages.brand}</dt>
                  <dd>{product.brand}</dd>
                </div>
              )}
              {attributes.map((a) => (
                <div key={a.name}>
                  <dt>{a.name}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
            </dl>
          </details>

          <section className={styles.why} aria-labelledby="why-title">
            <h2 id="why-title">{messages.whyShopWithUs}</h2>
            <ul>
              {[messages.whyFresh, messages.whyPrices, messages.whyDelivery, messages.whySupport].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label={messages.loadingProduct} data-testid="product-skeleton">
      <Skeleton width="60%" height={14} />
      <div className={styles.layout}>
        <Skeleton height="auto" radius="var(--vd-radius-lg)" className={styles.skeletonImage} />
        <div className={styles.info}>
          <Skeleton width="80%" height={28} />
          <Skeleton width="40%" height={24} />
          <Skeleton height={44} />
          <Skeleton height={120} />
        </div>
      </div>
    </div>
  );
}
