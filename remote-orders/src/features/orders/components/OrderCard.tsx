import { Link } from '@vd/shared/router';
import { Skeleton } from '@vd/shared/ui';
import { formatDate, formatRupees } from '@vd/shared/format';
import { t, type MessageKey } from '../../../app/messages';
import type { VendorOrder } from '../api/orders-api';
import { deliveryTimeLabel } from '../model/reschedule';
import { cardSummary, deliveryKind, deliveryTime, displayTotal, shortOrderId, type DeliveryKind } from '../model/order-fields';
import { StatusBadge } from './StatusBadge';
import { ConflictNotice, ot, WaitingMark } from '@vd/shared/outbox';
import { conflictMessageKey, type PendingOrderEntry } from '../model/pending';
import styles from './orders.module.css';

export const DELIVERY_TITLE: Record<DeliveryKind, MessageKey> = {
  'Home Delivery': 'homeDelivery',
  Express: 'express',
  'Self Pickup': 'selfPickup',
};

const KIND_CLASS: Record<DeliveryKind, string | undefined> = {
  'Home Delivery': styles.kindHome,
  Express: styles.kindExpress,
  'Self Pickup': styles.kindPickup,
};

/** One order in the list (spec section 2): tapping opens /orders/{orderId} with the order passed along. */
export function OrderCard({ order, pending }: { order: VendorOrder; pending?: PendingOrderEntry | undefined }) {
  const kind = deliveryKind(order);
  const { thumbnails, names, more } = cardSummary(order);
  const time = deliveryTime(order);
  return (
    <li className={styles.cardItem}>
      <Link
        to={`/orders/${order.orderId}`}
        state={{ order }}
        className={styles.card}
        data-testid="order-card"
        data-order-id={order.orderId}
        aria-label={t('cardLabel', { kind: t(DELIVERY_TITLE[kind]), customer: order.customerName ?? '', total: formatRupees(displayTotal(order)) })}
      >
        <div className={styles.cardTop}>
          <span className={styles.cardTitle}>
            <span aria-hidden="true" className={[styles.kindDot, KIND_CLASS[kind]].join(' ')} />
            {t(DELIVERY_TITLE[kind])}
          </span>
          <span className={styles.cardBadges}>
            {pending?.state === 'waiting' && <WaitingMark />}
            <StatusBadge status={order.status} />
          </span>
        </div>
        <div className={styles.cardMain}>
          <div className={styles.cardWho}>
            <span className={styles.customer} data-testid="order-customer">
              {order.customerName}
            </span>
            <span className={styles.orderNo}>#{shortOrderId(order.orderId)}</span>
          </div>
          <span className={styles.total} data-testid="order-total">
            {formatRupees(displayTotal(order))}
          </span>
        </div>
        <div className={styles.products}>
          {thumbnails.length > 0 && (
            <span className={styles.thumbs} aria-hidden="true">
              {thumbnails.map((th, i) => (
                <img key={i} src={th.src} alt="" width={40} height={40} loading="lazy" className={styles.thumb} data-testid="order-thumb" />
              ))}
            </span>
          )}
          <span className={styles.names} data-testid="order-products">
            {names.join(', ')}
            {more > 0 && <span className={styles.more}> {t('moreItems', { count: more })}</span>}
          </span>
        </div>
        <div className={styles.cardFoot}>
          <span data-testid="order-date">{formatDate(order.orderDate)}</span>
          <span className={time ? styles.when : styles.unscheduled} data-testid="order-delivery-time">
            {time ? deliveryTimeLabel(time) : t('notScheduled')}
          </span>
        </div>
      </Link>
      {pending?.state === 'conflict' && <PendingConflict entry={pending} />}
    </li>
  );
}

/** A refused change of this order: what happened, Retry and Discard. */
export function PendingConflict({ entry }: { entry: PendingOrderEntry }) {
  const key = conflictMessageKey(entry);
  const message = key === 'conflictRefused' ? ot(key, { reason: entry.conflict?.message ?? '' }) : ot(key);
  return <ConflictNotice entry={entry} message={message} />;
}

export function OrderCardSkeleton() {
  return (
    <li className={styles.cardItem} aria-hidden="true">
      <div className={[styles.card, styles.skeletonCard].join(' ')} data-testid="order-skeleton">
        <Skeleton width={'40%'} height={14} />
        <Skeleton width={'70%'} height={18} />
        <span className={styles.skRow}>
          <Skeleton width={40} height={40} />
          <Skeleton width={40} height={40} />
          <Skeleton width={'45%'} height={14} />
        </span>
        <Skeleton width={'55%'} height={12} />
      </div>
    </li>
  );
}
