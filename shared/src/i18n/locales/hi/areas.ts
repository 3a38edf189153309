import type { areaMessages } from '../../../contract/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  orders: 'ऑर्डर',
  store: 'दुकान',
  pricing: 'प्रोडक्ट',
  profile: 'प्रोफ़ाइल',
} satisfies Translation<typeof areaMessages>;
