import type { Translation } from '@vd/shared/i18n';
import type { socialMessages } from '../../features/social/messages';

export default {
  title: 'सोशल मीडिया',
  back: 'पीछे',
  spreadTheWord: 'सबको बताएँ',
  shareTitle: 'अपने ग्राहकों को बुलाएँ',
  shareText: 'अपनी दुकान का लिंक WhatsApp और दूसरे ऐप पर भेजें, ताकि आस-पड़ोस के लोग आपसे ऑर्डर कर सकें।',
  followTitle: 'हमें फ़ॉलो करें',
  followText: 'खबरें, ऑफ़र और अपनी दुकान बढ़ाने के सुझाव।',
  follow: 'फ़ॉलो करें',
  opensInNewTab: '(नए टैब में खुलेगा)',
} satisfies Translation<typeof socialMessages>;
