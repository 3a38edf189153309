import type { ADDRESS_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  incomplete: 'முகவரியின் தேவையான எல்லா விவரங்களையும் நிரப்பவும்.',
  noLocation: 'தேடி அல்லது உங்கள் தற்போதைய இருப்பிடம் மூலம் இடத்தைத் தேர்ந்தெடுக்கவும்.',
} satisfies Translation<typeof ADDRESS_MESSAGES>;
