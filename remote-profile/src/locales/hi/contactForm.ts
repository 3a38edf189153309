import type { Translation } from '@vd/shared/i18n';
import type { contactMessages } from '../../ui/contactMessages';

export default {
  contactUs: 'हमसे संपर्क करें',
  name: 'नाम',
  email: 'ईमेल',
  message: 'संदेश',
  messagePlaceholder: 'हम आपकी क्या मदद कर सकते हैं?',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
  cancel: 'रद्द करें',
  pageSuccess: 'संदेश भेज दिया गया! ✅',
  pageFailure: 'संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  dialogSuccess: 'ईमेल भेज दिया गया ✅',
  dialogFailure: 'ईमेल नहीं भेजा जा सका।',
} satisfies Translation<typeof contactMessages>;
