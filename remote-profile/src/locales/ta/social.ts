import type { Translation } from '@vd/shared/i18n';
import type { socialMessages } from '../../features/social/messages';

export default {
  title: 'சமூக ஊடகம்',
  back: 'பின்செல்',
  spreadTheWord: 'ஊருக்கே சொல்லுங்கள்',
  shareTitle: 'உங்கள் வாடிக்கையாளர்களை அழையுங்கள்',
  shareText: 'உங்கள் கடை இணைப்பை WhatsApp மற்றும் பிற ஆப்களில் பகிருங்கள்; அக்கம்பக்கத்தினர் உங்களிடம் ஆர்டர் செய்யலாம்.',
  followTitle: 'எங்களைப் பின்தொடருங்கள்',
  followText: 'செய்திகள், சலுகைகள், உங்கள் கடையை வளர்க்கும் யோசனைகள்.',
  follow: 'பின்தொடர்',
  opensInNewTab: '(புதிய டேபில் திறக்கும்)',
} satisfies Translation<typeof socialMessages>;
