import type { Translation } from '@vd/shared/i18n';
import type { mapMessages } from '../../ui/map/messages';

export default {
  loading: 'வரைபடம் ஏற்றப்படுகிறது...',
  failed: 'வரைபடத்தை ஏற்ற முடியவில்லை.',
  zoomIn: 'பெரிதாக்கு',
  zoomOut: 'சிறிதாக்கு',
  outlineCredit: 'மாநில எல்லைக்கோடுகள் © MapSVG',
  pin: 'கடையின் இருப்பிடம்',
  movablePin: 'கடையின் இருப்பிட முள். இழுக்கவும், அல்லது அம்புக்குறி விசைகளால் நகர்த்தவும் (சிறிய நகர்வுக்கு ஷிஃப்ட்).',
} satisfies Translation<typeof mapMessages>;
