import type { Translation } from '@vd/shared/i18n';
import type { PRICING_MESSAGES } from '../../features/pricing/messages';

/** The pricing rules in Hindi (catalogue 'pricing.rules'): toasts, the unsaved-changes question, price refusals. */
export default {
  unsavedChanges: 'आपके {count} प्रोडक्ट के बदलाव अभी सेव नहीं हुए हैं। आप क्या करना चाहेंगे?',
  saveSuccess: '{count, plural, one {# प्रोडक्ट अपडेट हो गया!} other {# प्रोडक्ट अपडेट हो गए!}}',
  saveFailed: 'अपडेट करते समय गड़बड़ी हुई! कृपया फिर से कोशिश करें',
  noFilters: 'इस कैटेगरी के लिए कोई फ़िल्टर नहीं है',
  searchPlaceholder: 'इस कैटेगरी में प्रोडक्ट खोजें...',
  sellingPrice: 'बिक्री दाम',

  priceNegative: 'दाम शून्य से कम नहीं हो सकता।',
  priceDecimals: 'दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक लिखें।',
  priceNotNumber: 'दाम रुपये में लिखें, जैसे 45 या 45.50।',
  sellingAboveMrp: 'बिक्री दाम MRP से ज़्यादा नहीं हो सकता।',
  conflictReloaded: 'इनके दाम दूसरे डिवाइस पर बदले गए, अब ताज़ा दाम दिख रहे हैं: {products}। आपके बाकी बदलाव वैसे ही रखे हैं।',
} satisfies Translation<typeof PRICING_MESSAGES>;
