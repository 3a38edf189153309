import type { liveOrderMessages } from '../../../orders/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  newOrderTitle: 'புதிய ஆர்டர்',
  newOrderBody: '{customer} · {total}',
  newOrderToast: '{customer} இடமிருந்து புதிய ஆர்டர் ({total})',
  soundOn: 'ஆர்டர் ஒலி இயக்கத்தில்',
  soundOff: 'ஆர்டர் ஒலி நிறுத்தத்தில்',
  turnSoundOff: 'புதிய ஆர்டர் ஒலியை நிறுத்தவும்',
  turnSoundOn: 'புதிய ஆர்டர் ஒலியை இயக்கவும்',
  enableNotifications: 'எனக்குத் தெரிவிக்கவும்',
  enableNotificationsLabel: 'புதிய ஆர்டர் வந்தால் அறிவிப்பைக் காட்டவும்',
} satisfies Translation<typeof liveOrderMessages>;
