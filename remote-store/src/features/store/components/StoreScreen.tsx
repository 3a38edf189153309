import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { EmptyState, Skeleton } from '@vd/shared/ui';
import { Link, useSearchParams } from '@vd/shared/router';
import { formatMessage } from '@vd/shared/i18n';
import { useVendor, type CategoryNode } from '@vd/shared/session';
import { PRODUCT_SKELETON_COUNT, visibleProducts } from '@vd/shared/catalog';
import { QueryState } from '@vd/shared/data';
import { CategoryTabs, CategoryTabsSkeleton, ProductGrid, ProductGridSkeleton, type RevealRows, useSwipe } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { openingSelection, readStoredSelection, storeSelection, subCategoriesOf, type SelectionIds } from '@vd/shared/catalog';
import { useCategoryTree } from '../../../lib/useCategoryTree';
import { useStoreProducts } from '../hooks/useStoreProducts';
import { adjacentCategory } from '../model/swipe';
import { ProductCard } from './ProductCard';
import { SubCategoryList } from './SubCategoryList';
import styles from './StoreScreen.module.css';

/** Cards in the first two rows (up to 4 columns) load their images at once. */
const EAGER_CARDS = 8;
/**
 * The first row on a phone (two cards): their pictures are the screen's largest contentful paint,
 * asked for ahead of the other pictures.
 */
const PRIORITY_CARDS = 2;
/**
 * The cards in view on a phone (two rows of two) render with the screen; the rest follow a row at a
 * time while the end of the grid is near, so no single task renders and lays out the whole shelf.
 */
const REVEAL: RevealRows = { first: 2, step: 1 };

/** /store: category tabs, sub-category column and the product grid (spec section 2 "/store"). */
export function StoreScreen() {
  const vendor = useVendor();
  const categories = useCategoryTree();
  const tree = categories.data ?? null;
  const [params, setParams] = useSearchParams();
  const panelId = useId();

  const [ids, setIds] = useState<SelectionIds>(readStoredSelection);
  const linked = params.get('category');
  const selection = useMemo(() => (tree ? openingSelection(tree, linked, ids) : null), [tree, linked, ids]);
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
  const swipe = useSwipe((direction) => {
    const next = tree && categoryId ? adjacentCategory(tree, categoryId, direction) : null;
    if (next) selectCategory(next);
  });

  if (!tree) {
    // No tree yet (neither the answer nor the vendor record's copy): its loading or error state.
    return (
      <QueryState
        query={categories}
        errorMessage={messages.categoriesFailed}
        errorFrame={(error) => <section className={styles.screen}>{error}</section>}
        loading={
          <section className={styles.screen} aria-busy="true" aria-label={messages.loadingCategories}>
            <CategoryTabsSkeleton />
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
      <CategoryTabs categories={tree} activeId={String(category.id)} panelId={panelId} label={messages.categoriesLabel} onSelect={selectCategory} />
      <div className={styles.body} {...swipe} data-testid="store-swipe-area">
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
              <ProductGrid
                layout="rail"
                items={list}
                reveal={REVEAL}
                label={formatMessage(messages.productsIn, { category: subCategory.name })}
                renderItem={(p, i) => (
                  <ProductCard product={p} categoryName={category.name} subCategory={subCategory} eager={i < EAGER_CARDS} priority={i < PRIORITY_CARDS} />
                )}
              />
            )}
          </QueryState>
        </section>
      </div>
    </section>
  );
}

/** Eight grey cards while a sub-category's products load (spec section 9). */
const SKELETON_LINES = [{ height: 14, width: '90%' }, { height: 14, width: '60%' }, { height: 30 }, { height: 18, width: '40%' }] as const;

function SkeletonGrid() {
  return <ProductGridSkeleton layout="rail" count={PRODUCT_SKELETON_COUNT} testId="product-skeletons" cardTestId="product-skeleton" lines={SKELETON_LINES} />;
}
