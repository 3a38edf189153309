import type { Translation } from '@vd/shared/i18n';
import type { shellMessages } from '../../features/shell/messages';

export default {
  mainNav: 'முதன்மை',
  navStore: 'கடை',
  navOrders: 'ஆர்டர்கள்',
  navProducts: 'பொருட்கள்',
  navShare: 'பகிர்',
  profile: 'சுயவிவரம்',
  shopOffline: 'ஆஃப்லைன்',
  pendingOrders: '{count, plural, one {# ஆர்டர் நிலுவையில் உள்ளது} other {# ஆர்டர்கள் நிலுவையில் உள்ளன}}',
  offline: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். சில வசதிகள் வேலை செய்யாமல் போகலாம்.',
  retry: 'மீண்டும் முயற்சி',
  installText: 'முகப்புத் திரையில் சேர்க்கவும்: உடனே திறக்கும், மெதுவான இணையத்திலும் இயங்கும்.',
  notNow: 'பிறகு',
  skipToContent: 'முதன்மை உள்ளடக்கத்துக்குச் செல்',
  areaLoading: '{area} ஏற்றப்படுகிறது…',
  areaUnavailableTitle: '{area} பகுதியை ஏற்ற முடியவில்லை',
  areaUnavailableText: 'இந்தப் பகுதி இப்போது பதிலளிக்கவில்லை. டாஷ்போர்டின் மற்ற பகுதிகள் வழக்கம்போல் இயங்குகின்றன. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  details: 'விவரங்கள்',
  noAccessTitle: 'இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.',
  noAccessText: 'இந்தக் கடையில் உங்கள் பொறுப்பில் இது இல்லை. தேவைப்பட்டால் கடை உரிமையாளரிடம் கேளுங்கள்.',
  noAccessBack: 'ஆர்டர்களுக்குச் செல்',
  staffLine: '{name} · {role}',
  roleOwner: 'உரிமையாளர்',
  roleManager: 'மேலாளர்',
  roleOrders: 'ஆர்டர்கள்',
} satisfies Translation<typeof shellMessages>;
