import type { areaKitMessages } from '../../../area-kit/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  release: 'வெளியீடு {release}',
  standaloneBanner: '{area} பகுதி · தனி மேம்பாடு',
  signOut: 'வெளியேறு',
  devSignIn: 'உள்நுழை (மேம்பாடு)',
  phone: 'தொலைபேசி',
  otp: 'OTP',
  verify: 'சரிபார்',
  sendCode: 'குறியீட்டை அனுப்பு',
  notSeller: 'இது விற்பனையாளர் கணக்கு அல்ல',
} satisfies Translation<typeof areaKitMessages>;
