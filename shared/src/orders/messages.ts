import { defineMessages } from '@vd/contract/i18n';

/** Texts of the live-order alerts (not given by the spec; English first, like every catalogue). */
export const liveOrderMessages = defineMessages('shared.liveOrders', {
  newOrderTitle: 'New order',
  newOrderBody: '{customer} · {total}',
  newOrderToast: 'New order from {customer} ({total})',
  soundOn: 'Order sound on',
  soundOff: 'Order sound off',
  turnSoundOff: 'Turn new-order sound off',
  turnSoundOn: 'Turn new-order sound on',
  enableNotifications: 'Notify me',
  enableNotificationsLabel: 'Show a notification when a new order arrives',
});
