import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, EmptyState } from '@vd/shared/ui';
import { formatMessage } from '@vd/shared/i18n';
import { QueryState } from '@vd/shared/data';
import { CategoryTabsSkeleton, ProductGrid, ProductGridSkeleton, afterNextFrame, useSwipe } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { usePricingCategories } from '../hooks/usePricingCategories';
import { usePricingShelf } from '../hooks/usePricingShelf';
import { useUnsavedGuard } from '../hooks/useUnsavedGuard';
import { adjacentTopCategoryId, categoryStrips, firstSelection, selectedIds, selectionFor } from '../model/categories';
import { NO_FILTERS, type SelectedFilters, activeFilterCount, buildFilterGroups, toggleFilterValue } from '../model/filters';
import type { PendingMove } from '../model/navigation';
import { PRICING_REVEAL, revealKey } from '../model/reveal';
import { DEFAULT_SORT, type SortOption, filterProducts, isNarrowed, sortProducts, warmSearch } from '../model/sort';
import { conflictText } from '../model/unsaved';
import { CategoryStrips } from './CategoryStrips';
import { EditDialog } from './EditDialog';
import { FilterDrawer } from './FilterDrawer';
import { PricingCard } from './PricingCard';
import { ConflictNotice, ot } from '@vd/shared/outbox';
import { rowsOnCurrentTokens } from '../model/pending';
import { SaveBar } from './SaveBar';
import { Toolbar } from './Toolbar';
import { UnsavedDialog } from './UnsavedDialog';
import styles from './PricingScreen.module.css';

/** Skeleton placeholders while a category's products load (spec section 9). */
export const PRICING_SKELETON_COUNT = 6;

interface ViewState {
  leafId: string | null;
  query: string;
  filters: SelectedFilters;
}

/** /product/pricing (spec section 2): categories, search, filters, sort, the grid, edits and Save All. */
export function PricingScreen() {
  const categories = usePricingCategories();
  const tree = categories.data;
  const panelId = useId();

  // The node the vendor chose (any level); the selection follows first children down to a leaf.
  const [nodeId, setNodeId] = useState<string | null>(null);
  const selection = useMemo(() => (tree ? ((nodeId ? selectionFor(tree, nodeId) : null) ?? firstSelection(tree)) : null), [tree, nodeId]);
  const leafId = selection ? String(selection.leaf.id) : null;

  const shelf = usePricingShelf(leafId);

  // Search and filters belong to one product list: a new list clears them. Sort is kept.
  const [view, setView] = useState<ViewState>({ leafId, query: '', filters: NO_FILTERS });
  if (view.leafId !== leafId) setView({ leafId, query: '', filters: NO_FILTERS });
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  // The search box keeps its own text and hands the query over in a transition (Toolbar); a reset
  // from here (a new list, 'Clear filters') gives the box a new key, so it shows the cleared query.
  const query = view.query;
  const [searchResets, setSearchResets] = useState(0);
  const clearSearchAndFilters = () => {
    setView((v) => ({ ...v, query: '', filters: NO_FILTERS }));
    setSearchResets((n) => n + 1);
  };

  const groups = useMemo(() => buildFilterGroups(shelf.loaded ?? []), [shelf.loaded]);
  // Sorted once per shelf and sort option; a keystroke only filters the sorted list (model/sort.ts).
  const sorted = useMemo(() => (shelf.products ? sortProducts(shelf.products, sort) : undefined), [shelf.products, sort]);
  const visible = useMemo(() => (sorted ? filterProducts(sorted, { query, filters: view.filters }) : undefined), [sorted, query, view.filters]);
  // The names as search compares them, read while the page is idle rather than on the first key.
  useEffect(() => (sorted ? afterNextFrame(() => warmSearch(sorted), 2000) : undefined), [sorted]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId ? shelf.products?.find((p) => String(p.productId) === editingId) : undefined;

  // Moving away with unsaved changes: the category strips and swipe ask here; the router blocker for leaving.
  const blocker = useUnsavedGuard(shelf.unsaved);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const asking = pending !== null || blocker.state === 'blocked';

  const topRef = useRef<HTMLElement>(null);
  const open = useCallback((id: string) => {
    setNodeId(id);
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const requestSelect = (id: string) => {
    if (!tree) return;
    const target = selectionFor(tree, id);
    if (!target) return;
    // The same leaf as now: nothing is requested and nothing is lost.
    if (String(target.leaf.id) === leafId) setNodeId(id);
    else if (shelf.unsaved > 0) setPending({ kind: 'category', nodeId: id });
    else open(id);
  };

  const proceed = (move: PendingMove | null) => {
    setPending(null);
    if (move?.kind === 'category') open(move.nodeId);
    else if (blocker.state === 'blocked') blocker.proceed();
  };
  const cancelMove = () => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const discardAndMove = () => {
    shelf.discard();
    proceed(pending);
  };
  const saveAndMove = async () => {
    const move = pending;
    if (await shelf.saveAll()) proceed(move);
    else cancelMove();
  };

  // Swipe on the grid: next/previous top category.
  const swipe = useSwipe((direction) => {
    const topId = selection?.path[0] ? String(selection.path[0].id) : null;
    const next = tree && topId ? adjacentTopCategoryId(tree, topId, direction) : null;
    if (next) requestSelect(next);
  });

  const heading = (
    <div className={styles.head}>
      <h1 id="pricing-title" className={styles.title}>
        {messages.pricingTitle}
      </h1>
      <p className={styles.intro}>{messages.pricingIntro}</p>
    </div>
  );

  if (!tree || !selection) {
    return (
      <section className={styles.screen} aria-labelledby="pricing-title">
        {heading}
        {tree ? (
          <EmptyState icon="🏷️" title={messages.noProductsFound} description={messages.noCategories} />
        ) : (
          <QueryState
            query={categories}
            errorMessage={messages.categoriesFailed}
            loading={
              <section aria-busy="true" aria-label={messages.loadingProducts}>
                <CategoryTabsSkeleton />
                <SkeletonGrid />
              </section>
            }
          >
            {() => null}
          </QueryState>
        )}
      </section>
    );
  }

  const leafName = selection.leaf.name;
  const narrowed = isNarrowed({ query: view.query, filters: view.filters });
  const loading = visible === undefined && !shelf.error;
  return (
    <section
      ref={topRef}
      className={[styles.screen, shelf.unsaved > 0 ? styles.withBar : ''].join(' ')}
      data-testid="pricing-screen"
      aria-labelledby="pricing-title"
    >
      {heading}
      <CategoryStrips strips={categoryStrips(tree, selection)} selected={selectedIds(selection)} panelId={panelId} onSelect={requestSelect} />
      <Toolbar
        key={`${view.leafId}:${searchResets}`}
        query={view.query}
        onQuery={(q) => setView((v) => ({ ...v, query: q }))}
        filterCount={activeFilterCount(view.filters)}
        onOpenFilters={() => setFiltersOpen(true)}
        sort={sort}
        onSort={setSort}
      />
      {shelf.reloaded.length > 0 ? (
        <div className={styles.conflict} role="alert" data-testid="conflict-notice">
          <div>
            <p className={styles.conflictTitle}>{messages.conflictTitle}</p>
            <p className={styles.conflictText}>{conflictText(shelf.reloaded)}</p>
          </div>
          <Button variant="ghost" size="small" onClick={shelf.dismissReloaded}>
            {messages.dismiss}
          </Button>
        </div>
      ) : null}
      <section
        id={panelId}
        role="tabpanel"
        className={styles.products}
        aria-label={formatMessage(messages.productsIn, { category: leafName })}
        aria-busy={loading}
        {...swipe}
        data-testid="pricing-swipe-area"
      >
        {shelf.conflicts.map((entry) => (
          <ConflictNotice
            key={entry.id}
            entry={entry}
            message={entry.conflict?.status === 409 ? ot('conflictPricesChanged') : ot('conflictRefused', { reason: entry.conflict?.message ?? '' })}
            retryInput={() => (entry.conflict?.status === 409 ? { body: rowsOnCurrentTokens(entry) } : undefined)}
          />
        ))}
        <QueryState
          query={{ data: visible, error: shelf.error, refetch: shelf.refetch }}
          loading={<SkeletonGrid />}
          errorMessage={messages.productsFailed}
          isEmpty={(list) => list.length === 0}
          empty={
            narrowed ? (
              <EmptyState
                icon="🔍"
                title={messages.noProductsFound}
                description={messages.noMatches}
                action={
                  <Button variant="secondary" onClick={clearSearchAndFilters}>
                    {messages.clearFilters}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon="🏷️" title={messages.noProductsFound} description={formatMessage(messages.emptyCategory, { category: leafName })} />
            )
          }
        >
          {(list) => (
            <>
              <p className={styles.count} aria-live="polite" data-testid="product-count">
                {list.length === 1 ? messages.productCountOne : formatMessage(messages.productCount, { count: list.length })}
              </p>
              <ProductGrid
                layout="wide"
                items={list}
                // A 500-product shelf goes on screen in rows (model/reveal.ts); edits keep the vendor's place.
                reveal={PRICING_REVEAL}
                revealKey={revealKey(leafId, query, view.filters, sort)}
                renderItem={(p) => (
                  <PricingCard product={p} changed={p.productId in shelf.edits} waiting={shelf.pendingOf(p.productId) !== undefined} onOpen={setEditingId} />
                )}
              />
            </>
          )}
        </QueryState>
      </section>

      {shelf.unsaved > 0 ? <SaveBar count={shelf.unsaved} saving={shelf.saving} onSave={() => void shelf.saveAll()} onDiscard={shelf.discard} /> : null}

      {editing ? <EditDialog key={editingId} product={editing} onSave={shelf.edit} onClose={() => setEditingId(null)} /> : null}
      <FilterDrawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        groups={groups}
        selected={view.filters}
        onToggle={(key, value) => setView((v) => ({ ...v, filters: toggleFilterValue(v.filters, key, value) }))}
        onClear={() => setView((v) => ({ ...v, filters: NO_FILTERS }))}
        resultCount={visible?.length ?? 0}
      />
      <UnsavedDialog
        open={asking}
        count={shelf.unsaved}
        saving={shelf.saving}
        onCancel={cancelMove}
        onDiscard={discardAndMove}
        onSaveAndContinue={() => void saveAndMove()}
      />
    </section>
  );
}

const SKELETON_LINES = [
  { height: 14, width: '85%' },
  { height: 12, width: '60%' },
  { height: 12, width: '70%' },
] as const;

function SkeletonGrid() {
  return <ProductGridSkeleton layout="wide" count={PRICING_SKELETON_COUNT} testId="pricing-skeletons" cardTestId="pricing-skeleton" lines={SKELETON_LINES} />;
}
