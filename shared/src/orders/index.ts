// The live poll itself (a query) is in '@vd/shared/data' (live-orders.ts), kept off the login page.
export { ORDER_SOUND_KEY, isOrderSoundOn, orderSoundAtom, readOrderSoundPreference, setOrderSound, useOrderSound } from './sound';
export { canPlayOrderChime, installOrderChimeUnlock, playOrderChime, primeOrderChime } from './chime';
export { claimOrderAlert, orderNotificationPermission, requestOrderNotifications, showOrderNotification } from './notify';
export type { OrderNotificationPermission } from './notify';
export { liveOrderMessages } from './messages';
