import type { Translation } from '@vd/shared/i18n';
import type { contactMessages } from '../../ui/contactMessages';

export default {
  contactUs: 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  name: 'பெயர்',
  email: 'மின்னஞ்சல்',
  message: 'செய்தி',
  messagePlaceholder: 'நாங்கள் எப்படி உதவலாம்?',
  send: 'செய்தி அனுப்பு',
  sending: 'அனுப்புகிறது...',
  cancel: 'ரத்துசெய்',
  pageSuccess: 'செய்தி அனுப்பப்பட்டது! ✅',
  pageFailure: 'செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.',
  dialogSuccess: 'மின்னஞ்சல் அனுப்பப்பட்டது ✅',
  dialogFailure: 'மின்னஞ்சலை அனுப்ப முடியவில்லை.',
} satisfies Translation<typeof contactMessages>;
