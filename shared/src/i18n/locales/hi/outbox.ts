import type { outboxMessages } from '../../../outbox/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  waitingToSend: 'भेजा जाना बाकी',
  waitingCount: '{count} भेजे जाने बाकी',
  waitingCountLabel: '{count} बदलाव भेजे जाने की प्रतीक्षा में हैं',
  sentOne: 'आपका बदलाव भेज दिया गया है।',
  sentMany: 'आपके {count} बदलाव भेज दिए गए हैं।',
  queued: 'इस फ़ोन पर सहेजा गया। नेटवर्क वापस आने पर भेज दिया जाएगा।',
  queuedInPage: 'अभी भेजा नहीं गया। यह पेज खुला रहा तो नेटवर्क वापस आने पर भेज दिया जाएगा।',
  notSent: 'नहीं भेजा गया',
  retry: 'फिर से कोशिश करें',
  discard: 'हटा दें',
  conflictOrderChanged: 'इस बीच यह ऑर्डर बदल गया (हो सकता है ग्राहक ने इसे रद्द कर दिया हो)। आपका बदलाव लागू नहीं हुआ।',
  conflictOrderGone: 'यह ऑर्डर अब आपका नहीं है। आपका बदलाव लागू नहीं हुआ।',
  conflictPricesChanged: 'ये कीमतें किसी दूसरे डिवाइस पर बदली गईं। आपका बदलाव लागू नहीं हुआ।',
  conflictShopStatusChanged: 'यह बदलाव करने के बाद दुकान की स्थिति किसी दूसरे डिवाइस पर बदली गई।',
  conflictRefused: 'आपका बदलाव स्वीकार नहीं हुआ: {reason}',
  conflictToast: 'एक बदलाव भेजा नहीं जा सका। फिर से कोशिश करने या हटाने के लिए उसे खोलें।',
  unsentOne: '1 बदलाव अभी तक भेजा नहीं गया है।',
  unsentMany: '{count} बदलाव अभी तक भेजे नहीं गए हैं।',
  unsentQuestion: 'उन्हें अभी भेजें, या लॉग आउट करके इस फ़ोन से हटा दें? हटाए गए बदलाव कभी नहीं भेजे जाते।',
  sendNow: 'अभी भेजें',
  deleteAndLogOut: 'हटाएँ और लॉग आउट करें',
  cancel: 'रद्द करें',
  needsNetwork: 'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट कनेक्शन चाहिए।',
} satisfies Translation<typeof outboxMessages>;
