import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/orders/messages/todayMessages';

export default {
  title: 'आज',
  received: 'आज के ऑर्डर',
  delivered: 'आज डिलीवर हुए',
  paid: 'आज मिला पेमेंट',
  unpaid: 'डिलीवर हुए, पेमेंट बाकी',
  pending: 'बाकी ऑर्डर',
  outOfStock: 'स्टॉक में नहीं',
  orderCount: 'ऑर्डर: {count}',
  open: '{label}: {value}। सूची खोलें',
  week: 'पिछले 7 दिन',
  legendOrders: 'ऑर्डर',
  legendRupees: '₹ पेमेंट मिला',
  todayMark: 'आज',
  dayLine: '{day}: ऑर्डर {orders}, पेमेंट {rupees}',
  loadFailed: 'आज के आँकड़े लोड नहीं हो पाए।',
  retry: 'फिर से कोशिश करें',
} satisfies Translation<typeof messages>;
