import type { RULE_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  notANumber: 'कृपया 0 या उससे ज़्यादा की संख्या डालें।',
  notAWholeNumber: 'कृपया 0 या उससे ज़्यादा की पूरी संख्या डालें।',
  notAYear: 'कृपया साल चार अंकों में लिखें, जैसे 2008।',
  notATime: 'कृपया समय घंटा:मिनट में लिखें, जैसे 09:30।',
  slotEndBeforeStart: 'खत्म होने का समय शुरू होने के समय के बाद का होना चाहिए।',
  closingBeforeOpening: 'बंद होने का समय खुलने के समय के बाद का होना चाहिए।',
  breakOutsideHours: 'लंच ब्रेक दुकान खुलने के समय के अंदर होना चाहिए।',
  minAboveMax: 'कम से कम दिन, ज़्यादा से ज़्यादा दिनों से ज़्यादा नहीं हो सकते।',
  notABoolean: 'यहाँ सिर्फ़ हाँ या नहीं हो सकता है।',
  notJson: 'इस जानकारी का फ़ॉर्मैट सही नहीं है।',
  notAnObject: 'इस जानकारी का फ़ॉर्मैट सही नहीं है।',
  preparationHours: 'तैयारी का समय 1 से 6 घंटे के बीच होना चाहिए।',
  slotRanges: 'पिकअप स्लॉट 09:00-10:00 जैसे समय के हिसाब से होने चाहिए।',
  weekdays: 'हफ़्ते की छुट्टी के दिन दिनों के नाम (सोमवार से रविवार) या सभी दिन होने चाहिए, ; से अलग करके।',
  productDeliveryType: 'दुकान से पिकअप, होम डिलीवरी या दोनों में से एक चुनें।',
  url: 'कृपया https:// से शुरू होने वाला पूरा लिंक डालें',
  rating: 'रेटिंग 0 से 5 तक की संख्या होनी चाहिए।',
  allDaysOff: 'पूरे हफ़्ते बंद',
  tooLong: 'यह लिखावट बहुत लंबी है (ज़्यादा से ज़्यादा 2000 अक्षर)।',
  unknownAttribute: 'अनजान जानकारी: {name}।',
  upiNameTooLong: 'पाने वाले का नाम ज़्यादा से ज़्यादा 50 अक्षर का हो सकता है।',
} satisfies Translation<typeof RULE_MESSAGES>;
