import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/business/payments/messages';

export default {
  title: 'पेमेंट (UPI)',
  text: 'ग्राहक किसी भी UPI ऐप से सीधे इस UPI ID पर आपको पैसे भेजते हैं। यह बिल और पेमेंट के अनुरोध पर दिखती है।',
  upiId: 'UPI ID',
  upiIdHint: 'आपकी दुकान की UPI ID, जैसे sharmastore@okaxis।',
  payeeName: 'पैसे पाने वाले का नाम (ज़रूरी नहीं)',
  payeeNameHint: 'पेमेंट करते समय ग्राहक को दिखने वाला नाम। खाली छोड़ें तो दुकान का नाम दिखेगा।',
} satisfies Translation<typeof messages>;
