import type { SHOP_HOURS_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  openUntil: 'இப்போது திறந்துள்ளது · {time} மணிக்கு மூடும்',
  openUntilTomorrow: 'இப்போது திறந்துள்ளது · நாளை {time} மணிக்கு மூடும்',
  openUntilOn: 'இப்போது திறந்துள்ளது · {day} {time} மணிக்கு மூடும்',
  openAlways: 'இப்போது திறந்துள்ளது',
  closed: 'மூடப்பட்டுள்ளது',
  opensToday: 'மூடப்பட்டுள்ளது · {time} மணிக்குத் திறக்கும்',
  opensTomorrow: 'மூடப்பட்டுள்ளது · நாளை {time} மணிக்குத் திறக்கும்',
  opensOn: 'மூடப்பட்டுள்ளது · {day} {time} மணிக்குத் திறக்கும்',
  onBreak: 'இடைவேளை · {time} மணிக்குத் திரும்பும்',
  offline: 'ஆஃப்லைன்',
  offlineUntil: '{time} மணி வரை ஆஃப்லைன்',
  offlineUntilTomorrow: 'நாளை {time} மணி வரை ஆஃப்லைன்',
  offlineUntilOn: '{day} {time} மணி வரை ஆஃப்லைன்',
  holiday: '{dates} மூடப்பட்டுள்ளது',
  holidayReason: '{dates} மூடப்பட்டுள்ளது · {reason}',
} satisfies Translation<typeof SHOP_HOURS_MESSAGES>;
