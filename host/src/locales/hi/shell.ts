import type { Translation } from '@vd/shared/i18n';
import type { shellMessages } from '../../features/shell/messages';

export default {
  mainNav: 'मुख्य',
  navStore: 'दुकान',
  navOrders: 'ऑर्डर',
  navProducts: 'प्रोडक्ट',
  navShare: 'शेयर',
  profile: 'प्रोफ़ाइल',
  shopOffline: 'ऑफ़लाइन',
  pendingOrders: '{count, plural, one {# ऑर्डर बाकी है} other {# ऑर्डर बाकी हैं}}',
  offline: 'आप ऑफ़लाइन हैं। कुछ सुविधाएँ ठीक से काम नहीं कर सकतीं।',
  retry: 'फिर से कोशिश करें',
  installText: 'इसे होम स्क्रीन पर जोड़ें: तुरंत खुलता है, धीमे नेटवर्क पर भी चलता है।',
  notNow: 'अभी नहीं',
  skipToContent: 'सीधे मुख्य हिस्से पर जाएँ',
  areaLoading: '{area} लोड हो रहा है…',
  areaUnavailableTitle: '{area} लोड नहीं हो सका',
  areaUnavailableText: 'यह हिस्सा अभी जवाब नहीं दे रहा है। डैशबोर्ड का बाकी हिस्सा ठीक चल रहा है। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  details: 'विवरण',
  noAccessTitle: 'आपको इस पेज का एक्सेस नहीं है।',
  noAccessText: 'इस दुकान में आपकी भूमिका में यह शामिल नहीं है। ज़रूरत हो तो दुकान के मालिक से कहें।',
  noAccessBack: 'ऑर्डर पर जाएँ',
  staffLine: '{name} · {role}',
  roleOwner: 'मालिक',
  roleManager: 'मैनेजर',
  roleOrders: 'ऑर्डर',
} satisfies Translation<typeof shellMessages>;
