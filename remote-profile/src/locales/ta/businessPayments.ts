import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/business/payments/messages';

export default {
  title: 'பணம் பெறுதல் (UPI)',
  text: 'வாடிக்கையாளர்கள் எந்த UPI செயலியிலிருந்தும் இந்த UPI ID-க்கு நேரடியாகப் பணம் அனுப்புவார்கள். இது பில்களிலும் பணக் கோரிக்கைகளிலும் காட்டப்படும்.',
  upiId: 'UPI ID',
  upiIdHint: 'உங்கள் கடையின் UPI ID, எடுத்துக்காட்டு: sharmastore@okaxis.',
  payeeName: 'பணம் பெறுபவர் பெயர் (விருப்பம்)',
  payeeNameHint: 'பணம் செலுத்தும்போது வாடிக்கையாளர் பார்க்கும் பெயர். காலியாக விட்டால் கடையின் பெயர் காட்டப்படும்.',
} satisfies Translation<typeof messages>;
