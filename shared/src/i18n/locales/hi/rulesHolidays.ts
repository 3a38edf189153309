import type { HOLIDAY_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  dateRequired: 'कृपया तारीख चुनें।',
  inPast: 'छुट्टी बीते दिन से शुरू नहीं हो सकती।',
  endsBeforeStart: 'आखिरी दिन पहले दिन से पहले नहीं हो सकता।',
  tooLong: 'छुट्टी ज़्यादा से ज़्यादा 60 दिन की हो सकती है। इससे लंबे समय के लिए दुकान ऑफ़लाइन कर दें।',
  tooFar: 'छुट्टी आज से ज़्यादा से ज़्यादा एक साल बाद तक शुरू हो सकती है।',
  reasonTooLong: 'कृपया वजह 60 अक्षरों में लिखें।',
  offlineUntilInvalid: 'कृपया तारीख और समय चुनें।',
  offlineUntilPast: 'कृपया आने वाला समय चुनें।',
  offlineUntilTooFar: 'आप ज़्यादा से ज़्यादा 90 दिन के लिए ऑफ़लाइन जा सकते हैं।',
} satisfies Translation<typeof HOLIDAY_MESSAGES>;
