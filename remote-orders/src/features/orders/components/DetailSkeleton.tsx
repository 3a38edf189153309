import { Skeleton } from '@vd/shared/ui';
import { t } from '../../../app/messages';
import styles from './orders.module.css';

export function DetailSkeleton() {
  return (
    <section className={styles.screen} aria-busy="true" aria-label={t('loadingOrders')} data-testid="order-detail-loading">
      <Skeleton width="50%" height={24} />
      <div className={[styles.card, styles.skeletonCard].join(' ')}>
        <Skeleton width="70%" height={16} />
        <Skeleton width="90%" height={16} />
        <Skeleton width="60%" height={16} />
      </div>
      <div className={[styles.card, styles.skeletonCard].join(' ')}>
        <Skeleton width="40%" height={16} />
        <Skeleton width="80%" height={16} />
      </div>
    </section>
  );
}
