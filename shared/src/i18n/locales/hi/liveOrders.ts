import type { liveOrderMessages } from '../../../orders/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  newOrderTitle: 'नया ऑर्डर',
  newOrderBody: '{customer} · {total}',
  newOrderToast: '{customer} से नया ऑर्डर ({total})',
  soundOn: 'ऑर्डर की आवाज़ चालू',
  soundOff: 'ऑर्डर की आवाज़ बंद',
  turnSoundOff: 'नए ऑर्डर की आवाज़ बंद करें',
  turnSoundOn: 'नए ऑर्डर की आवाज़ चालू करें',
  enableNotifications: 'मुझे बताएँ',
  enableNotificationsLabel: 'नया ऑर्डर आने पर सूचना दिखाएँ',
} satisfies Translation<typeof liveOrderMessages>;
