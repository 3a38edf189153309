import { defineMessages } from '@vd/shared/i18n';

/**
 * Refund & Cancellation Policy: the whole document, one catalogue. Keys: intro1…,
 * then each section sN with its paragraphs sNp1… or bullets sNb1…, in reading order (see
 * `readPolicy`); {marketplace} is the marketplace's name.
 */
export const refundPolicyMessages = defineMessages('profile.policy.refund', {
  title: 'Refund & Cancellation Policy',
  pageTitle: 'Refund & Cancellation Policy | {marketplace} Vendor Dashboard',
  description: 'When an order with a local shop on {marketplace} can be cancelled, and how and when refunds are paid, in Indian rupees (INR, ₹).',
  updated: '24 November 2026',
  intro1:
    'This policy explains when orders placed with shops on {marketplace} can be cancelled and how money is refunded. All amounts are in Indian rupees (INR, ₹) and include the taxes shown at checkout.',
  s1: 'Cancelling an order',
  s1b1: 'A customer can cancel an order free of charge while it is Pending or Rescheduled, that is, before the shop marks it delivered.',
  s1b2: 'Once an order is delivered (or handed over for Self Pickup), it can no longer be cancelled; the Return Policy applies instead.',
  s1b3: 'A shop may cancel an order it cannot fulfil, giving the reason: product out of stock, unable to deliver to the location, customer requested cancellation, payment issues, vendor unavailable, or another reason it writes down. The customer sees the reason with the order.',
  s1b4: 'While a shop is switched Offline it takes no new orders; orders placed before stay valid.',
  s2: 'Refunds',
  s2b1: 'Cancelled before payment: nothing is charged, so nothing needs refunding.',
  s2b2: 'Cancelled after payment, by the customer or by the shop: the full amount, delivery charges included, is refunded.',
  s2b3: 'Return accepted: the price of the returned items is refunded; delivery charges are refunded when the item was damaged, spoiled or wrong.',
  s2b4: 'Part of an order missing or wrong: the shop refunds that part, or delivers it, as the customer prefers.',
  s3: 'How and when you are paid',
  s3p1: 'Refunds go back the way the customer paid: credit card, debit card, net banking and UPI payments to the same card or account; cash-on-delivery payments in cash by the shop, or by UPI transfer if the customer asks.',
  s3p2: 'Refunds for an order the shop cancelled, and promo-code refunds on cash-on-delivery orders, are made within 72 hours; every other refund within 7 business days of the refund being approved.',
  s3p3: 'If a refund has not arrived by then, write to us through Contact Support with the order number.',
  s4: 'Rescheduled orders',
  s4p1: 'A shop may reschedule a delivery to a later date and tells the customer the new date and time. A customer who does not want the order at the new time can cancel it free of charge.',
  s5: 'Disputes',
  s5p1: 'If a customer and a shop cannot agree, {marketplace} reviews the order, the messages and any photos, and decides within 7 business days. This does not limit anyone’s rights under the Consumer Protection Act, 2019.',
});
