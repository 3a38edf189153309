import type { Translation } from '@vd/shared/i18n';
import type { mapMessages } from '../../ui/map/messages';

export default {
  loading: 'नक्शा लोड हो रहा है...',
  failed: 'नक्शा लोड नहीं हो पाया।',
  zoomIn: 'पास से देखें',
  zoomOut: 'दूर से देखें',
  outlineCredit: 'राज्यों की रूपरेखा © MapSVG',
  pin: 'दुकान की जगह',
  movablePin: 'दुकान की जगह का पिन। इसे खींचें, या तीर वाली कुंजियों से हिलाएँ (छोटे कदमों के लिए शिफ़्ट)।',
} satisfies Translation<typeof mapMessages>;
