import type { Translation } from '@vd/contract/i18n';
import type { profileRuleMessages } from '../../../validation/messages';

export default {
  nameRequired: 'नाम भरना ज़रूरी है',
  emailRequired: 'ईमेल भरना ज़रूरी है',
  emailInvalid: 'ईमेल सही नहीं है',
  messageRequired: 'संदेश लिखना ज़रूरी है',
  nameTooLong: 'नाम में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  emailTooLong: 'ईमेल में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  messageTooLong: 'संदेश में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  alternateContactInvalid: 'दूसरा संपर्क नंबर सही 10 अंकों का होना चाहिए',
  alternateContactSame: 'दूसरा संपर्क नंबर आपके मुख्य नंबर से अलग होना चाहिए',
  urlInvalid: 'कृपया https:// से शुरू होने वाला सही लिंक डालें',
  textTooLong: 'ज़्यादा से ज़्यादा {max} अक्षर लिख सकते हैं',
  radiusInvalid: 'डिलीवरी की दूरी {min} से {max} km के बीच होनी चाहिए',
  deliveryMinutesInvalid: 'मिनट ऐसे लिखें: 30, या 20-35',
} satisfies Translation<typeof profileRuleMessages>;
