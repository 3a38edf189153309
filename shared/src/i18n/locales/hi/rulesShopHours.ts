import type { SHOP_HOURS_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  openUntil: 'अभी खुली है · {time} बजे बंद होगी',
  openUntilTomorrow: 'अभी खुली है · कल {time} बजे बंद होगी',
  openUntilOn: 'अभी खुली है · {day} {time} बजे बंद होगी',
  openAlways: 'अभी खुली है',
  closed: 'बंद है',
  opensToday: 'बंद है · {time} बजे खुलेगी',
  opensTomorrow: 'बंद है · कल {time} बजे खुलेगी',
  opensOn: 'बंद है · {day} {time} बजे खुलेगी',
  onBreak: 'ब्रेक पर है · {time} बजे वापस',
  offline: 'ऑफ़लाइन',
  offlineUntil: '{time} बजे तक ऑफ़लाइन',
  offlineUntilTomorrow: 'कल {time} बजे तक ऑफ़लाइन',
  offlineUntilOn: '{day} {time} बजे तक ऑफ़लाइन',
  holiday: '{dates} बंद है',
  holidayReason: '{dates} बंद है · {reason}',
} satisfies Translation<typeof SHOP_HOURS_MESSAGES>;
