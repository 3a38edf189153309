import { useCallback, useEffect, useId, useMemo, useRef, useState, type TouchEvent } from 'react';
import { EmptyState, Skeleton } from '@vd/shared/ui';
import { Link, useSearchParams } from '@vd/shared/router';
import { formatMessage } from '@vd/shared/i18n';
import { useVendor, type CategoryNode } from '@vd/shared/session';
import { PRODUCT_SKELETON_COUNT, visibleProducts } from '@vd/shared/catalog';
import { QueryState } from '@vd/shared/data';
import { messages } from '../../../app/messages';
import { readStoredSelection, storeSelection, subCategoriesOf, type SelectionIds } from '../../../lib/selection';
import { swipeDirection } from '../../../lib/swipe';
import { useCategoryTree } from '../../../lib/useCategoryTree';
import { useStoreProducts } from '../hooks/useStoreProducts';
import { idsForCategory, resolveSelection } from '../model/selection';
import { adjacentCategory } from '../model/swipe';
import { CategoryTabs } from './CategoryTabs';
import { ProductCard } from './ProductCard';
import { SubCategoryList } from './SubCategoryList';
import styles from './StoreScreen.module.css';

/** Cards in the first two rows (up to 4 columns) load their images at once. */
const EAGER_CARDS = 8;

/** /store: category tabs, sub-category column and the product grid (spec section 2 "/store"). */
export function StoreScreen() {
  const vendor = useVendor();
  const categories = useCategoryTree();
  const tree = categories.data ?? null;
  const [params, setParams] = useSearchParams();
  const panelId = useId();

  const [ids, setIds] = useState<SelectionIds>(readStoredSelection);
  const linked = params.get('category');
  const effectiveIds = useMemo(() => (linked && tree ? (idsForCategory(tree, linked) ?? ids) : ids), [linked, tree, ids]);
  const selection = tree ? resolveSelection(tree, effectiveIds) : null;
  const categoryId = selection ? String(selection.category.id) : null;
  const subCategoryId = selection ? String(selection.subCategory.id) : null;

  // Remember the selection (also replaces bad stored ids), and drop a ?category= link once applied.
  useEffect(() => {
    if (!categoryId || !subCategoryId) return;
    storeSelection({ categoryId, subCategoryId });
    if (linked) {
      setIds({ categoryId, subCategoryId });
      setParams({}, { replace: true });
    }
  }, [categoryId, subCategoryId, linked, setParams]);

  const products = useStoreProducts(subCategoryId);
  const visible = useMemo(() => (products.data ? visibleProducts(products.data) : undefined), [products.data]);

  const topRef = useRef<HTMLElement>(null);
  const select = useCallback((next: SelectionIds) => {
    setIds(next);
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const selectCategory = useCallback((c: CategoryNode) => select({ categoryId: String(c.id), subCategoryId: null }), [select]);

  // Swipe left/right on the products moves to the next/previous category.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touchStart.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const t = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !t || !tree || !categoryId) return;
    const direction = swipeDirection(t.clientX - start.x, t.clientY - start.y);
    const next = direction ? adjacentCategory(tree, categoryId, direction) : null;
    if (next) selectCategory(next);
  };

  if (!tree) {
    // No tree yet (neither the answer nor the vendor record's copy): its loading or error state.
    return (
      <QueryState
        query={categories}
        errorMessage={messages.categoriesFailed}
        errorFrame={(error) => <section className={styles.screen}>{error}</section>}
        loading={
          <section className={styles.screen} aria-busy="true" aria-label={messages.loadingCategories}>
            <div className={styles.tabs} aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} width={72} height={56} radius="var(--vd-radius-md)" />
              ))}
            </div>
            <div className={styles.body}>
              <div className={styles.rail} aria-hidden="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height={72} radius="var(--vd-radius-md)" />
                ))}
              </div>
              <SkeletonGrid />
            </div>
          </section>
        }
      >
        {() => null}
      </QueryState>
    );
  }

  if (!selection) {
    return (
      <section className={styles.screen}>
        <EmptyState icon="🛍️" title={messages.noProductsFound} description={messages.noCategories} />
      </section>
    );
  }

  const { category, subCategory } = selection;
  const loading = visible === undefined && !products.error;
  return (
    <section ref={topRef} className={styles.screen} aria-labelledby="store-title" data-testid="store-screen">
      <div className={styles.head}>
        <h1 id="store-title" className={styles.title}>
          {vendor?.shopName || messages.storeTitle}
        </h1>
        <Link to="/store/categories" className={styles.browse}>
          <span className={styles.browseIcon} aria-hidden="true" />
          {messages.browseCategories}
        </Link>
      </div>
      <CategoryTabs categories={tree} activeId={String(category.id)} panelId={panelId} onSelect={selectCategory} />
      <div className={styles.body} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="store-swipe-area">
        <SubCategoryList
          subCategories={subCategoriesOf(category)}
          activeId={String(subCategory.id)}
          onSelect={(s) => select({ categoryId: String(category.id), subCategoryId: String(s.id) })}
        />
        <section id={panelId} role="tabpanel" className={styles.products} aria-labelledby="products-title" aria-busy={loading}>
          <h2 id="products-title" className={styles.productsTitle}>
            {subCategory.name}
          </h2>
          <QueryState
            query={{ data: visible, error: products.error, refetch: products.refetch }}
            loading={<SkeletonGrid />}
            errorMessage={messages.productsFailed}
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                icon="🛒"
                title={messages.noProductsFound}
                description={formatMessage(messages.categoryUnavailable, { category: subCategory.name })}
              />
            }
          >
            {(list) => (
              <ul className={styles.grid} aria-label={formatMessage(messages.productsIn, { category: subCategory.name })}>
                {list.map((p, i) => (
                  <li key={String(p.productId)} className={styles.cell}>
                    <ProductCard product={p} categoryName={category.name} subCategory={subCategory} eager={i < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </div>
    </section>
  );
}

function SkeletonGrid() {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
        <li key={i} className={styles.skeletonCard} data-testid="product-skeleton">
          <Skeleton height="auto" radius="var(--vd-radius-md) var(--vd-radius-md) 0 0" className={styles.skeletonImage} />
          <span className={styles.skeletonLines}>
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={30} />
            <Skeleton height={18} width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
