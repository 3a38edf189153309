import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/categories/messages';

export default {
  title: 'कैटेगरी',
  back: 'वापस',
  intro: 'चुनें कि आपकी दुकान में क्या बिकता है। ग्राहक आपको इन्हीं कैटेगरी में ढूँढते हैं।',
  search: 'कैटेगरी खोजें',
  noneFound: 'कोई कैटेगरी नहीं मिली',
  noneFoundText: 'कोई और शब्द डालकर देखें, या हमसे अपनी ज़रूरत की कैटेगरी जोड़ने को कहें।',
  requestCategory: 'कैटेगरी माँगें',
  requestTitle: 'नई कैटेगरी जोड़ने का अनुरोध',
  requestMessage: 'कृपया इसके लिए कैटेगरी जोड़ें: {query}',
  update: 'कैटेगरी अपडेट करें',
  updating: 'अपडेट हो रहा है...',
  selectOne: 'कृपया कम से कम एक कैटेगरी चुनें।',
  updated: 'कैटेगरी अपडेट हो गईं!',
  updateFailed: 'कैटेगरी अपडेट नहीं हो पाईं।',
  loadFailed: 'कैटेगरी लोड नहीं हो पाईं।',
  selected: '{count} चुनी गईं',
  selectedOne: '1 चुनी गई',
} satisfies Translation<typeof messages>;
