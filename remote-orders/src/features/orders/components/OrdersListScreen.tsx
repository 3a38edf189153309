import { useEffect, useRef } from 'react';
import { Button, EmptyState } from '@vd/shared/ui';
import { useSearchParams } from '@vd/shared/router';
import { useVendor, type OrderStatus } from '@vd/shared/session';
import { QueryState, requestLiveOrdersRefresh, useQueryClient } from '@vd/shared/data';
import { t } from '../../../app/messages';
import { useOrdersList } from '../hooks/useOrdersList';
import { DEFAULT_FILTER, parseStatusFilter } from '../model/filter';
import { ORDER_STATUSES, STATUS_LABEL } from '../model/status';
import { OrderCard, OrderCardSkeleton } from './OrderCard';
import { SoundToggle } from './SoundToggle';
import { TodaySummary } from './TodaySummary';
import { BoxIcon, RefreshIcon } from './Icons';
import styles from './orders.module.css';

/** Spec section 9: 3 skeleton order cards while loading. */
const SKELETONS = 3;

/** '/': the vendor's orders by status; the filter lives in the URL (?status=). */
export function OrdersListScreen() {
  const [params, setParams] = useSearchParams();
  const { status, invalid } = parseStatusFilter(params.get('status'));
  const list = useOrdersList(status);
  const client = useQueryClient();
  const shopName = useVendor()?.shopName ?? '';
  const chips = useRef<HTMLDivElement>(null);

  // The chip row scrolls sideways on a phone (longer in Hindi and Tamil): keep the chosen one in view.
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>(`[data-status="${status}"]`);
    if (!row || !chip) return;
    const left = chip.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - (row.clientWidth - chip.offsetWidth) / 2);
    }
  }, [status]);

  const choose = (next: OrderStatus) => {
    if (next === status && !invalid) return;
    setParams(next === DEFAULT_FILTER ? {} : { status: next });
  };

  return (
    <section className={styles.screen} aria-labelledby="orders-title">
      <header className={styles.head}>
        <div>
          <h1 id="orders-title" className={styles.h1}>
            {t('title')}
          </h1>
          <p className={styles.shop}>{shopName}</p>
        </div>
        <div className={styles.headActions}>
          <SoundToggle />
          <Button
            variant="secondary"
            size="small"
            loading={list.refreshing}
            onClick={() => {
              void requestLiveOrdersRefresh(client);
              void list.refetch();
            }}
          >
            <span className={styles.btnIcon}>
              <RefreshIcon />
              {t('refresh')}
            </span>
          </Button>
        </div>
      </header>

      <TodaySummary />

      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of filter chips, not a form fieldset */}
      <div ref={chips} className={styles.chips} role="group" aria-label={t('filterLabel')}>
        {ORDER_STATUSES.map((s) => (
          <button key={s} type="button" className={styles.chip} aria-pressed={s === status} data-status={s} onClick={() => choose(s)}>
            {t(STATUS_LABEL[s])}
          </button>
        ))}
      </div>

      {invalid !== null && (
        <p className={styles.notice} role="alert">
          <strong>{t('badFilterTitle')}.</strong> {t('badFilter', { status: invalid.slice(0, 40) })}
        </p>
      )}

      <QueryState
        query={list}
        loading={
          <ul className={styles.list} aria-busy="true" aria-label={t('loadingOrders')}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <OrderCardSkeleton key={i} />
            ))}
          </ul>
        }
        errorMessage={t('loadFailed')}
        isEmpty={(orders) => orders.length === 0}
        empty={
          <EmptyState
            icon={<BoxIcon />}
            title={t('empty')}
            action={
              status !== DEFAULT_FILTER ? (
                <Button variant="secondary" onClick={() => choose(DEFAULT_FILTER)}>
                  {t('viewPending')}
                </Button>
              ) : undefined
            }
          />
        }
        offlineNotice={
          <p className={styles.notice} role="status">
            {t('offline')}
          </p>
        }
      >
        {(orders) => (
          <>
            <ul className={styles.list} aria-label={t(STATUS_LABEL[status])}>
              {orders.map((o) => (
                <OrderCard key={o.orderId} order={o} pending={list.pendingOf(o.orderId)} />
              ))}
            </ul>
            {list.hasMore && (
              <div className={styles.loadMore}>
                <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
                  {t('loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
