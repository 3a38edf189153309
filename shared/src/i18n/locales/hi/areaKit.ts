import type { areaKitMessages } from '../../../area-kit/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  release: 'रिलीज़ {release}',
  standaloneBanner: '{area} सेक्शन · अलग से डेवलपमेंट',
  signOut: 'लॉग आउट करें',
  devSignIn: 'लॉग इन (डेवलपमेंट)',
  phone: 'फ़ोन',
  otp: 'OTP',
  verify: 'वेरिफ़ाई करें',
  sendCode: 'कोड भेजें',
  notSeller: 'यह विक्रेता खाता नहीं है',
} satisfies Translation<typeof areaKitMessages>;
