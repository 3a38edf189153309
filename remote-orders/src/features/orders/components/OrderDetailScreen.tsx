import type { ReactNode } from 'react';
import { Button, EmptyState } from '@vd/shared/ui';
import { formatDate, formatDateTime, formatRupees } from '@vd/shared/format';
import { firstName, readAttribute, useVendor } from '@vd/shared/session';
import { useLocation, useNavigate } from '@vd/shared/router';
import { QueryState } from '@vd/shared/data';
import { t, type MessageKey } from '../../../app/messages';
import type { VendorOrder } from '../api/orders-api';
import { useOrderActions, type OrderActions } from '../hooks/useOrderActions';
import { useOrderDetail } from '../hooks/useOrderDetail';
import { actionButtonVariant, backDestination, deliveryAddressText } from '../model/detail-view';
import {
  ATTR,
  deliveryCharges,
  deliveryKind,
  deliveryTime,
  itemsSubtotal,
  orderAttribute,
  orderLines,
  computeTotal,
  shortOrderId,
} from '../model/order-fields';
import { cancelReasonLabel } from '../model/cancel';
import { deliveryTimeLabel } from '../model/reschedule';
import { ACTION_LABEL, allowedActions } from '../model/status';
import { CancelDialog } from './CancelDialog';
import { DELIVERY_TITLE, PendingConflict } from './OrderCard';
import { WaitingMark } from '@vd/shared/outbox';
import type { PendingOrderEntry } from '../model/pending';
import { DetailSkeleton } from './DetailSkeleton';
import { RescheduleDialog } from './RescheduleDialog';
import { StatusBadge } from './StatusBadge';
import { OrderPayment } from './OrderPayment';
import { PhoneIcon } from './Icons';
import styles from './detail.module.css';

/** Each change's date, and who made it when a staff member did ("Delivered by Ravi"). */
const DATE_ROWS: [string, MessageKey, string, MessageKey][] = [
  [ATTR.deliveredOn, 'deliveredOn', ATTR.deliveredBy, 'deliveredBy'],
  [ATTR.paidOn, 'paidOn', ATTR.paidBy, 'paidBy'],
  [ATTR.rescheduledOn, 'rescheduledOn', ATTR.rescheduledBy, 'rescheduledBy'],
  [ATTR.cancelledOn, 'cancelledOn', ATTR.cancelledBy, 'cancelledBy'],
];

/** /orders/{orderId}: always fetched (reload and deep links work); the card's copy shows meanwhile. */
export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const detail = useOrderDetail(orderId);
  const goBack = () => {
    const to = backDestination(location.key, window.history.length);
    if (to === -1) navigate(-1);
    else navigate(to, { replace: true });
  };
  const actions = useOrderActions(detail.data, goBack);

  if (detail.notFound || actions.gone) {
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
  return (
    <QueryState
      query={detail}
      loading={<DetailSkeleton />}
      errorMessage={t('loadOrderFailed')}
      errorFrame={(error) => <section className={styles.screen}>{error}</section>}
    >
      {(order) => <OrderDetail order={order} actions={actions} onBack={goBack} pending={detail.pending} />}
    </QueryState>
  );
}

function OrderDetail({
  order,
  actions: orderActions,
  onBack,
  pending,
}: {
  order: VendorOrder;
  actions: OrderActions;
  onBack: () => void;
  pending: PendingOrderEntry | undefined;
}) {
  const vendor = useVendor();
  const { busy, dialog, act } = orderActions;
  const lines = orderLines(order);
  const kind = deliveryKind(order);
  const charges = deliveryCharges(order);
  const actions = allowedActions(order.status);
  const time = deliveryTime(order);
  const reason = orderAttribute(order, ATTR.cancellationReason);
  const phone = order.customerPhone ?? null;
  const address = deliveryAddressText(order.deliveryAddress);

  return (
    <section className={styles.screen} aria-labelledby="order-title" data-testid="order-detail">
      <header className={styles.head}>
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('back')}>
          ←
        </button>
        <h1 id="order-title" className={styles.h1}>
          {t('orderNo', { id: shortOrderId(order.orderId) })}
        </h1>
        <StatusBadge status={order.status} />
      </header>
      {pending?.state === 'waiting' && (
        <p className={styles.waiting}>
          <WaitingMark />
        </p>
      )}
      {pending?.state === 'conflict' && <PendingConflict entry={pending} />}

      {orderActions.changed && (
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
              variant={actionButtonVariant(a, actions)}
              loading={busy === a && dialog === null}
              disabled={busy !== null && busy !== a}
              onClick={() => (a === 'cancel' || a === 'reschedule' ? orderActions.openDialog(a) : act(a))}
            >
              {t(ACTION_LABEL[a])}
            </Button>
          ))
        )}
      </div>

      <OrderPayment order={order} />

      <div className={styles.columns}>
        <div className={styles.col}>
          <Card id="items-h" title={t('items')}>
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
          </Card>

          <Card id="bill-h" title={t('billSummary')}>
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
          </Card>
        </div>

        <div className={styles.col}>
          <Card id="cust-h" title={t('customer')}>
            <div className={styles.customerRow}>
              <span className={styles.customerName}>{order.customerName}</span>
              {phone && (
                <a className={styles.call} href={`tel:${phone}`} aria-label={t('call', { name: order.customerName ?? phone })}>
                  <PhoneIcon /> {phone}
                </a>
              )}
            </div>
          </Card>

          <Card id="del-h" title={kind === 'Self Pickup' ? t('pickupDetails') : t('deliveryDetails')}>
            <dl className={styles.facts}>
              <dt>{t('deliveryMethod')}</dt>
              <dd>{t(DELIVERY_TITLE[kind])}</dd>
              <dt>{t('deliveryTime')}</dt>
              <dd data-testid="detail-delivery-time">{time ? deliveryTimeLabel(time) : t('notScheduled')}</dd>
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
              {DATE_ROWS.map(([name, label, byName, byLabel]) => {
                const v = orderAttribute(order, name);
                const by = firstName(orderAttribute(order, byName));
                return v ? (
                  <div key={name} className={styles.factPair}>
                    <dt>{t(label)}</dt>
                    <dd>
                      {formatDateTime(v) || v}
                      {by && (
                        <span className={styles.stampBy} data-testid={`stamp-${byName}`}>
                          {t(byLabel, { name: by })}
                        </span>
                      )}
                    </dd>
                  </div>
                ) : null;
              })}
              {reason && (
                <>
                  <dt>{t('cancellationReason')}</dt>
                  <dd>{cancelReasonLabel(reason)}</dd>
                </>
              )}
            </dl>
          </Card>

          {order.note && (
            <Card id="note-h" title={t('note')}>
              <p className={styles.note}>{order.note}</p>
            </Card>
          )}
        </div>
      </div>

      {dialog === 'cancel' && (
        <CancelDialog open busy={busy === 'cancel'} onClose={orderActions.closeDialog} onConfirm={(reason) => act('cancel', { cancellationReason: reason })} />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          open
          busy={busy === 'reschedule'}
          shopTiming={readAttribute(vendor, 'shopTiming')}
          onClose={orderActions.closeDialog}
          onConfirm={(text) => act('reschedule', { deliveryTime: text })}
        />
      )}
    </section>
  );
}

/** A titled card of the order detail (the title names the section for screen readers). */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
