import type { areaMessages } from '../../../contract/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  orders: 'ஆர்டர்கள்',
  store: 'கடை',
  pricing: 'பொருட்கள்',
  profile: 'சுயவிவரம்',
} satisfies Translation<typeof areaMessages>;
