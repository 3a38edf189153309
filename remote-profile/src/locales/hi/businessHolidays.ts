import type { Translation } from '@vd/shared/i18n';
import type { holidayMessages } from '../../features/business/holidayMessages';

export default {
  title: 'छुट्टियाँ',
  text: 'जिन दिनों आपकी दुकान बंद रहेगी, जैसे त्योहार या परिवार की शादी। ग्राहक इसे देखते हैं और उन दिनों ऑर्डर नहीं कर सकते। जोड़ते या हटाते ही सेव हो जाता है।',
  date: 'छुट्टी की तारीख',
  lastDay: 'आखिरी दिन (ज़रूरी नहीं)',
  lastDayHint: 'एक से ज़्यादा दिन के लिए।',
  reason: 'वजह',
  reasonPlaceholder: 'जैसे, दिवाली',
  add: 'छुट्टी जोड़ें',
  adding: 'जोड़ रहे हैं...',
  coming: 'आने वाली छुट्टियाँ',
  none: 'कोई छुट्टी आने वाली नहीं है।',
  remove: 'हटाएँ',
  removeLabel: 'छुट्टी {dates} हटाएँ',
  added: 'छुट्टी जोड़ दी गई।',
  removed: 'छुट्टी हटा दी गई।',
  addFailed: 'छुट्टी नहीं जोड़ी जा सकी।',
  removeFailed: 'छुट्टी नहीं हटाई जा सकी।',
  loadFailed: 'आपकी छुट्टियाँ लोड नहीं हो सकीं।',
} satisfies Translation<typeof holidayMessages>;
