export { LIVE_POLL_HIDDEN_MS, LIVE_POLL_MS, detectNewOrder, fetchLiveSummary, liveOrdersAtom, parseLiveSummary, requestLiveOrdersRefresh, startLiveOrders } from './live';
export type { LiveOrdersOptions, LiveOrdersSummary, NewestOrder } from './live';
export { ORDER_SOUND_KEY, isOrderSoundOn, orderSoundAtom, readOrderSoundPreference, setOrderSound, useOrderSound } from './sound';
export { canPlayOrderChime, installOrderChimeUnlock, playOrderChime, primeOrderChime } from './chime';
export { claimOrderAlert, orderNotificationPermission, requestOrderNotifications, showOrderNotification } from './notify';
export type { OrderNotificationPermission } from './notify';
export { liveOrderMessages } from './messages';
