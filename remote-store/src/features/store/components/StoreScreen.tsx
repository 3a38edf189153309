import { useCallback, useEffect, useId, useMemo, useRef, useState, type TouchEvent } from 'react';
import { EmptyState, ErrorState, Link, Skeleton, formatMessage, getErrorMessage, useSearchParams, useVendor, type CategoryNode } from '@vd/shared';
import { PRODUCT_SKELETON_COUNT, availableCategories, normalizeCategoryTree, visibleProducts } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import { useCategories, useProducts } from '../../catalog/hooks';
import { idsForCategory, readStoredSelection, resolveSelection, storeSelection, subCategoriesOf, type SelectionIds } from '../model/selection';
import { adjacentCategory, swipeDirection } from '../model/swipe';
import { CategoryTabs } from './CategoryTabs';
import { ProductCard } from './ProductCard';
import { SubCategoryList } from './SubCategoryList';
import styles from './StoreScreen.module.css';

/** Cards in the first two rows (up to 4 columns) load their images at once. */
const EAGER_CARDS = 8;

/** /store: category tabs, sub-category column and the product grid (spec section 2 "/store"). */
export function StoreScreen() {
  const vendor = useVendor();
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const panelId = useId();

  // The vendor record (already loaded by the shell) carries the same tree: the first products
  // request need not wait for GET category.
  const tree = useMemo(() => {
    const source = categories.data ?? (vendor?.vendorCategories?.length ? normalizeCategoryTree(vendor.vendorCategories) : null);
    return source ? availableCategories(source) : null;
  }, [categories.data, vendor]);

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

  const products = useProducts(subCategoryId);
  const visible = useMemo(() => visibleProducts(products.data ?? []), [products.data]);

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
    if (categories.status === 'error') {
      return (
        <section className={styles.screen}>
          <ErrorState message={getErrorMessage(categories.error, messages.categoriesFailed)} onRetry={categories.retry} />
        </section>
      );
    }
    return (
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
  const loading = products.status === 'loading' && products.data === undefined;
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
          {loading ? (
            <SkeletonGrid />
          ) : products.status === 'error' && visible.length === 0 ? (
            <ErrorState message={getErrorMessage(products.error, messages.productsFailed)} onRetry={products.retry} />
          ) : visible.length === 0 ? (
            <EmptyState
              icon="🛒"
              title={messages.noProductsFound}
              description={formatMessage(messages.categoryUnavailable, { category: subCategory.name })}
            />
          ) : (
            <ul className={styles.grid} aria-label={formatMessage(messages.productsIn, { category: subCategory.name })}>
              {visible.map((p, i) => (
                <li key={String(p.productId)} className={styles.cell}>
                  <ProductCard product={p} categoryName={category.name} subCategory={subCategory} eager={i < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
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
