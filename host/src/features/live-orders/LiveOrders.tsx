import { useEffect } from 'react';
import { claimOrderAlert, installOrderChimeUnlock, isOrderSoundOn, liveOrderMessages, playOrderChime, showOrderNotification } from '@vd/shared/orders';
import { formatMessage } from '@vd/shared/i18n';
import { formatRupees } from '@vd/shared/format';
import { navigateTo } from '@vd/shared/navigation';
import { toast } from '@vd/shared/toast';
import { useLiveOrders, type NewestOrder } from '@vd/shared/data';

/** What the shell does when a new order arrives, wherever the vendor is in the app. */
export function alertNewOrder(order: NewestOrder): void {
  if (!claimOrderAlert(order.orderId)) return;
  const values = { customer: order.customerName || liveOrderMessages.newOrderTitle, total: formatRupees(order.total) };
  toast.info(formatMessage(liveOrderMessages.newOrderToast, values));
  if (isOrderSoundOn()) playOrderChime();
  showOrderNotification(liveOrderMessages.newOrderTitle, formatMessage(liveOrderMessages.newOrderBody, values), order.orderId, () =>
    navigateTo(`/orders/${order.orderId}`),
  );
}

/**
 * Mounted once in the signed-in data layer: polls the live orders summary (a query: badge, list
 * refresh) and alerts for new orders with a toast, the chime (after the first interaction, when
 * sound is on) and a system notification when the vendor allowed notifications.
 */
export function LiveOrders() {
  useEffect(() => installOrderChimeUnlock(), []);
  useLiveOrders({ onNewOrder: alertNewOrder });
  return null;
}
