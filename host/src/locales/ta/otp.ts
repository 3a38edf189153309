import type { Translation } from '@vd/shared/i18n';
import type { otpMessages } from '../../features/auth/otpMessages';

export default {
  otpTitle: 'உங்கள் எண்ணைச் சரிபார்க்கவும்',
  otpSentTo: 'இந்த எண்ணின் WhatsApp-க்கு அனுப்பிய 6 இலக்கக் குறியீட்டை உள்ளிடவும்:',
  otpLabel: 'சரிபார்ப்புக் குறியீடு',
  edit: 'மாற்று',
  verify: 'சரிபார்',
  verifying: 'சரிபார்க்கிறது...',
  resendIn: '{seconds, plural, one {# விநாடியில் குறியீட்டை மீண்டும் அனுப்பலாம்} other {# விநாடிகளில் குறியீட்டை மீண்டும் அனுப்பலாம்}}',
  resendCode: 'குறியீட்டை மீண்டும் அனுப்பு',
} satisfies Translation<typeof otpMessages>;
