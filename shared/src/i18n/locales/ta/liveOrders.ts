import type { liveOrderMessages } from '../../../orders/messages';
import type { Translation } from '../../messages';

export default {
  newOrderTitle: 'புதிய ஆர்டர்',
  newOrderBody: '{customer} · {total}',
  newOrderToast: '{customer} இடமிருந்து புதிய ஆர்டர் ({total})',
  soundOn: 'ஆர்டர் ஒலி இயக்கத்தில்',
  soundOff: 'ஆர்டர் ஒலி நிறுத்தத்தில்',
  turnSoundOff: 'புதிய ஆர்டர் ஒலியை நிறுத்து',
  turnSoundOn: 'புதிய ஆர்டர் ஒலியை இயக்கு',
  enableNotifications: 'எனக்குத் தெரிவி',
  enableNotificationsLabel: 'புதிய ஆர்டர் வந்தால் அறிவிப்பைக் காட்டு',
} satisfies Translation<typeof liveOrderMessages>;
