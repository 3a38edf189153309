import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/categories/messages';

export default {
  title: 'வகைகள்',
  back: 'பின்செல்',
  intro: 'உங்கள் கடையில் என்ன விற்கிறீர்கள் என்று தேர்ந்தெடுக்கவும். இந்த வகைகளில்தான் வாடிக்கையாளர்கள் உங்களைக் கண்டுபிடிப்பார்கள்.',
  search: 'வகைகளைத் தேடு',
  noneFound: 'வகைகள் எதுவும் கிடைக்கவில்லை',
  noneFoundText: 'வேறு சொல்லில் தேடுங்கள், அல்லது உங்களுக்குத் தேவையான வகையைச் சேர்க்க எங்களிடம் கேளுங்கள்.',
  requestCategory: 'வகை கோரு',
  requestTitle: 'புதிய வகையைக் கோருங்கள்',
  requestMessage: 'இதற்கான வகையைச் சேர்க்கவும்: {query}',
  update: 'புதுப்பி',
  updating: 'புதுப்பிக்கப்படுகிறது...',
  selectOne: 'குறைந்தது ஒரு வகையைத் தேர்ந்தெடுக்கவும்.',
  updated: 'வகைகள் புதுப்பிக்கப்பட்டன!',
  updateFailed: 'வகைகளைப் புதுப்பிக்க முடியவில்லை.',
  loadFailed: 'வகைகளை ஏற்ற முடியவில்லை.',
  selected: '{count} தேர்வு',
  selectedOne: '1 தேர்வு',
} satisfies Translation<typeof messages>;
