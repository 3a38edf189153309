import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** Texts of the orders screen's Today summary and seven-day chart ('Today' and 'Last 7 days' are the requested wording). */
export const messages = defineMessages('orders.today', {
  title: 'Today',
  received: 'Orders today',
  delivered: 'Delivered today',
  paid: 'Paid today',
  unpaid: 'Delivered, not paid',
  pending: 'Pending orders',
  outOfStock: 'Out of stock',
  orderCount: 'Orders: {count}',
  open: '{label}: {value}. Open the list',
  week: 'Last 7 days',
  legendOrders: 'Orders',
  legendRupees: '₹ paid',
  todayMark: 'Today',
  dayLine: '{day}: orders {orders}, paid {rupees}',
  loadFailed: 'Could not load today’s figures.',
  retry: 'Retry',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
