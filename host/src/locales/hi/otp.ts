import type { Translation } from '@vd/shared/i18n';
import type { otpMessages } from '../../features/auth/otpMessages';

export default {
  otpTitle: 'अपना नंबर वेरिफ़ाई करें',
  otpSentTo: 'इस नंबर के WhatsApp पर भेजा गया 6 अंकों का कोड डालें:',
  otpLabel: 'वेरिफ़िकेशन कोड',
  edit: 'बदलें',
  verify: 'वेरिफ़ाई करें',
  verifying: 'जाँच हो रही है...',
  resendIn: '{seconds} सेकंड बाद कोड दोबारा भेज सकेंगे',
  resendCode: 'कोड दोबारा भेजें',
} satisfies Translation<typeof otpMessages>;
