import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../features/orders/messages/todayMessages';

export default {
  title: 'இன்று',
  received: 'இன்றைய ஆர்டர்கள்',
  delivered: 'இன்று டெலிவரி ஆனவை',
  paid: 'இன்று பெற்ற பணம்',
  unpaid: 'டெலிவரி ஆனது, பணம் வரவில்லை',
  pending: 'நிலுவையில் உள்ள ஆர்டர்கள்',
  outOfStock: 'கையிருப்பில் இல்லை',
  orderCount: 'ஆர்டர்கள்: {count}',
  open: '{label}: {value}. பட்டியலைத் திறக்கவும்',
  week: 'கடந்த 7 நாட்கள்',
  legendOrders: 'ஆர்டர்கள்',
  legendRupees: '₹ பெறப்பட்டது',
  todayMark: 'இன்று',
  dayLine: '{day}: ஆர்டர்கள் {orders}, பணம் {rupees}',
  loadFailed: 'இன்றைய எண்ணிக்கைகளை ஏற்ற முடியவில்லை.',
  retry: 'மீண்டும் முயற்சிக்கவும்',
} satisfies Translation<typeof messages>;
