import type { Translation } from '@vd/shared/i18n';
import type { contactScreenMessages } from '../../features/contact/messages';

export default {
  title: 'सहायता से संपर्क',
  back: 'पीछे',
  intro: 'ऑर्डर, पेमेंट, आपकी दुकान की प्रोफ़ाइल या किसी भी और बात में हम आपकी मदद के लिए हाज़िर हैं।',
  call: 'कॉल करें',
  callText: 'हमारी सहायता टीम से बात करें, रोज़ सुबह 9 से रात 9 बजे तक।',
  whatsapp: 'WhatsApp',
  whatsappText: 'WhatsApp पर हमसे चैट करें। हम आम तौर पर एक घंटे के अंदर जवाब देते हैं।',
  whatsappGreeting: 'नमस्ते, मुझे अपनी दुकान {shopName} के लिए मदद चाहिए।',
  writeTitle: 'हमें संदेश भेजें',
  writeText: 'हम एक कामकाजी दिन के अंदर ईमेल से जवाब देते हैं।',
  agree: 'संदेश भेजकर आप हमारी {terms} और {privacy} से सहमत होते हैं।',
  terms: 'नियम और शर्तों',
  privacy: 'गोपनीयता नीति',
} satisfies Translation<typeof contactScreenMessages>;
