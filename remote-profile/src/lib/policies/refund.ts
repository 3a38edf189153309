import { MARKETPLACE, type PolicyDocument } from './types';

export const refundPolicy: PolicyDocument = {
  title: 'Refund & Cancellation Policy',
  pageTitle: `Refund & Cancellation Policy | ${MARKETPLACE} Vendor Dashboard`,
  description: `When an order with a local shop on ${MARKETPLACE} can be cancelled, and how and when refunds are paid, in Indian rupees (₹).`,
  canonicalPath: '/refund-policy',
  updated: '1 November 2026',
  intro: [
    `This policy explains when orders placed with shops on ${MARKETPLACE} can be cancelled and how money is refunded. All amounts are in Indian rupees (₹) and include the taxes shown at checkout.`,
  ],
  sections: [
    {
      heading: 'Cancelling an order',
      bullets: [
        'A customer can cancel an order free of charge while it is Pending or Rescheduled, that is, before the shop marks it delivered.',
        'Once an order is delivered (or handed over for Self Pickup), it can no longer be cancelled; the Return Policy applies instead.',
        'A shop may cancel an order it cannot fulfil, giving the reason: product out of stock, unable to deliver to the location, customer requested cancellation, payment issues, vendor unavailable, or another reason it writes down. The customer sees the reason with the order.',
        'While a shop is switched Offline it takes no new orders; orders placed before stay valid.',
      ],
    },
    {
      heading: 'Refunds',
      bullets: [
        'Cancelled before payment: nothing is charged, so nothing needs refunding.',
        'Cancelled after payment, by the customer or by the shop: the full amount, delivery charges included, is refunded.',
        'Return accepted: the price of the returned items is refunded; delivery charges are refunded when the item was damaged, spoiled or wrong.',
        'Part of an order missing or wrong: the shop refunds that part, or delivers it, as the customer prefers.',
      ],
    },
    {
      heading: 'How and when you are paid',
      paragraphs: [
        'Refunds go back the way the customer paid: UPI and card payments to the same account or card, within 5–7 working days of the refund being approved; cash payments in cash by the shop, or by UPI transfer if the customer asks.',
        'If a refund has not arrived within 7 working days, write to us through Contact Support with the order number.',
      ],
    },
    {
      heading: 'Rescheduled orders',
      paragraphs: [
        'A shop may reschedule a delivery to a later date and tells the customer the new date and time. A customer who does not want the order at the new time can cancel it free of charge.',
      ],
    },
    {
      heading: 'Disputes',
      paragraphs: [
        `If a customer and a shop cannot agree, ${MARKETPLACE} reviews the order, the messages and any photos, and decides within 7 working days. This does not limit anyone’s rights under the Consumer Protection Act, 2019.`,
      ],
    },
  ],
};
