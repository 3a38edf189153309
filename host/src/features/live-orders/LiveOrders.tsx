import { useEffect } from 'react';
import {
  claimOrderAlert,
  formatMessage,
  formatRupees,
  installOrderChimeUnlock,
  isOrderSoundOn,
  liveOrderMessages,
  navigateTo,
  playOrderChime,
  showOrderNotification,
  startLiveOrders,
  toast,
  type NewestOrder,
} from '@vd/shared';

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
 * Mounted once in the signed-in layout: polls the live orders summary (badge, list refresh) and
 * alerts for new orders with a toast, the chime (after the first interaction, when sound is on)
 * and a system notification when the vendor allowed notifications.
 */
export function LiveOrders() {
  useEffect(() => {
    const uninstall = installOrderChimeUnlock();
    const stop = startLiveOrders({ onNewOrder: alertNewOrder });
    return () => {
      stop();
      uninstall();
    };
  }, []);
  return null;
}
