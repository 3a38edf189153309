/** System notifications for new orders (shown only when the vendor allowed them). */

export type OrderNotificationPermission = NotificationPermission | 'unsupported';

export function orderNotificationPermission(): OrderNotificationPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Asks for permission (call from a click). Resolves with the outcome; never rejects. */
export async function requestOrderNotifications(): Promise<OrderNotificationPermission> {
  if (orderNotificationPermission() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * Shows a notification when allowed; clicking it focuses the app and calls onClick.
 * Returns whether one was shown. `tag` (the order id) stops two tabs showing the same order twice.
 */
export function showOrderNotification(title: string, body: string, tag: string, onClick?: () => void): boolean {
  if (orderNotificationPermission() !== 'granted') return false;
  try {
    const n = new Notification(title, { body, tag, icon: '/icons/icon-192.png' });
    n.onclick = () => {
      window.focus();
      onClick?.();
      n.close();
    };
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
    return false;
  }
}

const CLAIM_KEY = 'vdOrderAlerted';

/**
 * Several tabs of the dashboard poll on their own; only the first to see an order alerts for it.
 * Returns true when this tab should chime/notify for `orderId`.
 */
export function claimOrderAlert(orderId: string): boolean {
  try {
    if (localStorage.getItem(CLAIM_KEY) === orderId) return false;
    localStorage.setItem(CLAIM_KEY, orderId);
  } catch {
    // Storage blocked: alert anyway.
  }
  return true;
}
