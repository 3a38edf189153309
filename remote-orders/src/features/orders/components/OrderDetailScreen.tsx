import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  formatRupees,
  getErrorCode,
  getErrorMessage,
  isApiError,
  isCancelledRequest,
  readAttribute,
  requestLiveOrdersRefresh,
  toast,
  useLocation,
  useNavigate,
  useVendor,
} from '@vd/shared';
import { t, type MessageKey } from '../../../messages';
import { fetchOrder, updateOrderStatus, type VendorOrder } from '../api/orders-api';
import { ATTR, deliveryCharges, deliveryKind, deliveryTime, itemsSubtotal, orderAttribute, orderLines, computeTotal, shortOrderId } from '../model/order-fields';
import { ACTION_LABEL, ACTION_TOASTS, allowedActions, type OrderAction } from '../model/status';
import { buildStatusChange, type ActionExtras } from '../model/status-change';
import { CancelDialog } from './CancelDialog';
import { DELIVERY_TITLE } from './OrderCard';
import { DetailSkeleton } from './DetailSkeleton';
import { RescheduleDialog } from './RescheduleDialog';
import { StatusBadge } from './StatusBadge';
import { PhoneIcon } from './Icons';
import styles from './detail.module.css';

type Load = { kind: 'loading' } | { kind: 'ok'; order: VendorOrder } | { kind: 'not-found' } | { kind: 'error'; error: unknown };

const CONFLICT_CODES = new Set(['ORDER_CHANGED', 'TRANSITION_NOT_ALLOWED']);

const DATE_ROWS: [string, MessageKey][] = [
  [ATTR.deliveredOn, 'deliveredOn'],
  [ATTR.paidOn, 'paidOn'],
  [ATTR.rescheduledOn, 'rescheduledOn'],
  [ATTR.cancelledOn, 'cancelledOn'],
];

/** /orders/{orderId}: always fetched (reload and deep links work); the card's copy shows meanwhile. */
export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const vendor = useVendor();
  const passed = (location.state as { order?: VendorOrder } | null)?.order;
  const [load, setLoad] = useState<Load>(passed && passed.orderId === orderId ? { kind: 'ok', order: passed } : { kind: 'loading' });
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [changed, setChanged] = useState(false);

  const fetchIt = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const order = await fetchOrder(orderId, signal);
        setLoad({ kind: 'ok', order });
      } catch (error) {
        if (isCancelledRequest(error) || signal?.aborted) return;
        if (isApiError(error) && (error.status === 404 || error.status === 400)) setLoad({ kind: 'not-found' });
        else setLoad((l) => (l.kind === 'ok' ? l : { kind: 'error', error }));
      }
    },
    [orderId],
  );

  useEffect(() => {
    const c = new AbortController();
    void fetchIt(c.signal);
    return () => c.abort();
  }, [fetchIt]);

  const goBack = () => {
    if (location.key !== 'default' && window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  };

  const act = async (action: OrderAction, extras?: ActionExtras) => {
    if (load.kind !== 'ok' || busy) return;
    setBusy(action);
    try {
      await updateOrderStatus(buildStatusChange(load.order, action, new Date(), extras));
      toast.success(t(ACTION_TOASTS[action].success));
      requestLiveOrdersRefresh();
      setDialog(null);
      goBack();
    } catch (error) {
      const code = getErrorCode(error);
      if (code && CONFLICT_CODES.has(code)) {
        // Someone else acted first: say so and show the order as it is now.
        toast.error(getErrorMessage(error, t('changedElsewhere')));
        setDialog(null);
        setChanged(true);
        requestLiveOrdersRefresh();
        await fetchIt();
      } else if (isApiError(error) && error.status === 404) {
        toast.error(getErrorMessage(error, t(ACTION_TOASTS[action].failure)));
        setLoad({ kind: 'not-found' });
      } else {
        // Nothing is lost: the dialog stays open with what the vendor chose; they can retry.
        toast.error(getErrorMessage(error, t(ACTION_TOASTS[action].failure)));
      }
    } finally {
      setBusy(null);
    }
  };

  if (load.kind === 'loading') return <DetailSkeleton />;
  if (load.kind === 'not-found') {
    return (
      <section className={styles.screen}>
        <EmptyState
          icon="?"
          title={t('notFoundTitle')}
          description={t('notFound')}
          action={
            <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
              {t('backToOrders')}
            </Button>
          }
        />
      </section>
    );
  }
  if (load.kind === 'error') {
    return (
      <section className={styles.screen}>
        <ErrorState message={getErrorMessage(load.error, t('loadOrderFailed'))} onRetry={() => void fetchIt()} />
      </section>
    );
  }

  const order = load.order;
  const lines = orderLines(order);
  const kind = deliveryKind(order);
  const charges = deliveryCharges(order);
  const actions = allowedActions(order.status);
  const time = deliveryTime(order);
  const reason = orderAttribute(order, ATTR.cancellationReason);
  const phone = order.customerPhone ?? null;
  const address = typeof order.deliveryAddress === 'string' ? order.deliveryAddress : order.deliveryAddress ? [order.deliveryAddress.addressLineOne, order.deliveryAddress.addressLineTwo, order.deliveryAddress.city, order.deliveryAddress.pinCode].filter(Boolean).join(', ') : null;

  return (
    <section className={styles.screen} aria-labelledby="order-title" data-testid="order-detail">
      <header className={styles.head}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('back')}>
          ←
        </button>
        <h1 id="order-title" className={styles.h1}>
          {t('orderNo', { id: shortOrderId(order.orderId) })}
        </h1>
        <StatusBadge status={order.status} />
      </header>

      {changed && (
        <p className={styles.notice} role="alert" data-testid="order-changed">
          {t('changedElsewhere')}
        </p>
      )}

      <div className={styles.actions} data-testid="order-actions">
        {actions.length === 0 ? (
          <p className={styles.muted}>{t('noActions')}</p>
        ) : (
          actions.map((a) => (
            <Button
              key={a}
              variant={a === 'cancel' ? 'danger' : a === 'delivered' || (a === 'paid' && !actions.includes('delivered')) ? 'primary' : 'secondary'}
              loading={busy === a && dialog === null}
              disabled={busy !== null && busy !== a}
              onClick={() => (a === 'cancel' ? setDialog('cancel') : a === 'reschedule' ? setDialog('reschedule') : void act(a))}
            >
              {t(ACTION_LABEL[a])}
            </Button>
          ))
        )}
      </div>

      <div className={styles.columns}>
        <div className={styles.col}>
          <section className={styles.card} aria-labelledby="items-h">
            <h2 id="items-h" className={styles.h2}>
              {t('items')}
            </h2>
            <ul className={styles.lines}>
              {lines.map((l, i) => {
                const img = l.productImageUrls?.[0];
                return (
                  <li key={`${l.productId}-${l.variantId ?? i}`} className={styles.line} data-testid="order-line">
                    {img ? <img src={img} alt="" width={48} height={48} className={styles.lineImg} /> : <span className={styles.lineImg} aria-hidden="true" />}
                    <span className={styles.lineText}>
                      <span className={styles.lineName}>{l.productName}</span>
                      <span className={styles.muted}>
                        {[l.variant, l.unit].filter((x) => x !== null && x !== undefined && x !== '').join(' ')}
                        {' · '}
                        {t('lineOf', { qty: l.quantity, price: formatRupees(l.netPrice) })}
                      </span>
                    </span>
                    <span className={styles.lineTotal}>{formatRupees(itemsSubtotal([l]))}</span>
                  </li>
                );
              })}
            </ul>
          </section>

          <section className={styles.card} aria-labelledby="bill-h">
            <h2 id="bill-h" className={styles.h2}>
              {t('billSummary')}
            </h2>
            <dl className={styles.bill}>
              <dt>{t('itemTotal')}</dt>
              <dd>{formatRupees(itemsSubtotal(lines))}</dd>
              <dt>{t('deliveryCharges')}</dt>
              <dd data-testid="delivery-charges" className={charges === 0 ? styles.free : undefined}>
                {charges === 0 ? t('free') : formatRupees(charges)}
              </dd>
              <dt className={styles.totalRow}>{t('total')}</dt>
              <dd className={styles.totalRow} data-testid="bill-total">
                {formatRupees(computeTotal(order))}
              </dd>
            </dl>
          </section>
        </div>

        <div className={styles.col}>
          <section className={styles.card} aria-labelledby="cust-h">
            <h2 id="cust-h" className={styles.h2}>
              {t('customer')}
            </h2>
            <div className={styles.customerRow}>
              <span className={styles.customerName}>{order.customerName}</span>
              {phone && (
                <a className={styles.call} href={`tel:${phone}`} aria-label={t('call', { name: order.customerName ?? phone })}>
                  <PhoneIcon /> {phone}
                </a>
              )}
            </div>
          </section>

          <section className={styles.card} aria-labelledby="del-h">
            <h2 id="del-h" className={styles.h2}>
              {kind === 'Self Pickup' ? t('pickupDetails') : t('deliveryDetails')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('deliveryMethod')}</dt>
              <dd>{t(DELIVERY_TITLE[kind])}</dd>
              <dt>{t('deliveryTime')}</dt>
              <dd data-testid="detail-delivery-time">{time ?? t('notScheduled')}</dd>
              {kind === 'Self Pickup' ? (
                <>
                  <dt>{t('address')}</dt>
                  <dd>{t('pickupText')}</dd>
                </>
              ) : address ? (
                <>
                  <dt>{t('address')}</dt>
                  <dd>{address}</dd>
                </>
              ) : null}
              <dt>{t('orderDate')}</dt>
              <dd>{formatDateTime(order.orderDate) || formatDate(order.orderDate)}</dd>
              {DATE_ROWS.map(([name, label]) => {
                const v = orderAttribute(order, name);
                return v ? (
                  <div key={name} className={styles.factPair}>
                    <dt>{t(label)}</dt>
                    <dd>{formatDateTime(v) || v}</dd>
                  </div>
                ) : null;
              })}
              {reason && (
                <>
                  <dt>{t('cancellationReason')}</dt>
                  <dd>{reason}</dd>
                </>
              )}
            </dl>
          </section>

          {order.note && (
            <section className={styles.card} aria-labelledby="note-h">
              <h2 id="note-h" className={styles.h2}>
                {t('note')}
              </h2>
              <p className={styles.note}>{order.note}</p>
            </section>
          )}
        </div>
      </div>

      {dialog === 'cancel' && (
        <CancelDialog open busy={busy === 'cancel'} onClose={() => setDialog(null)} onConfirm={(reason) => void act('cancel', { cancellationReason: reason })} />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          open
          busy={busy === 'reschedule'}
          shopTiming={readAttribute(vendor, 'shopTiming')}
          onClose={() => setDialog(null)}
          onConfirm={(text) => void act('reschedule', { deliveryTime: text })}
        />
      )}
    </section>
  );
}
