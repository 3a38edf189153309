import type { SPEC_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  gst: 'GST नंबर का फ़ॉर्मैट सही नहीं है।',
  pan: 'PAN नंबर का फ़ॉर्मैट सही नहीं है।',
  udyam: 'UDYAM नंबर का फ़ॉर्मैट सही नहीं है। (जैसे UDYAM-XX-00-0000000)',
  yearInFuture: 'शुरू होने का साल आने वाले समय का नहीं हो सकता',
  slotStartMissing: 'कृपया शुरू होने का समय चुनें',
  slotEndMissing: 'कृपया खत्म होने का समय चुनें',
  businessHoursMissing: 'यह विकल्प चुनने से पहले स्टेप 1 में दुकान खुलने और बंद होने का समय चुनें।',
  noCertificates: 'कोई सर्टिफ़िकेट नहीं जोड़ा गया।',
  sevenDaysOpen: 'हफ़्ते के सातों दिन खुला',
  upiId: 'UPI ID का फ़ॉर्मैट सही नहीं है।',
} satisfies Translation<typeof SPEC_MESSAGES>;
