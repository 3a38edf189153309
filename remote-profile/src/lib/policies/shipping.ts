import { MARKETPLACE, type PolicyDocument } from './types';

export const shippingPolicy: PolicyDocument = {
  title: 'Shipping Policy',
  pageTitle: `Shipping Policy | ${MARKETPLACE} Vendor Dashboard`,
  description: `How local shops on ${MARKETPLACE} deliver orders: delivery areas, charges, timings, Express delivery and Self Pickup.`,
  canonicalPath: null,
  updated: '1 November 2026',
  intro: [
    `Orders on ${MARKETPLACE} are delivered by the shop you order from, from its own premises in your neighbourhood, or kept ready for you to collect. There is no central warehouse and no courier in between.`,
  ],
  sections: [
    {
      heading: 'Where shops deliver',
      paragraphs: [
        'Each shop delivers within its own delivery radius around the shop, shown on its profile. We deliver only within India, to the address given with the order.',
      ],
    },
    {
      heading: 'Delivery options',
      bullets: [
        'Home Delivery: the shop brings the order to your door.',
        'Express: the fastest delivery a shop offers, where it offers it.',
        'Self Pickup: you collect the order from the shop counter at the time agreed; no delivery charge applies.',
      ],
    },
    {
      heading: 'Delivery charges and minimum order',
      paragraphs: [
        'Each shop sets its own delivery charge and minimum order, shown before you order. Unless a shop sets a charge, delivery is free. Some shops deliver free above a minimum order value and charge a flat fee below it.',
      ],
    },
    {
      heading: 'When your order arrives',
      bullets: [
        'Same-day orders are usually prepared within 1 to 6 hours, as the shop states on its profile.',
        'Other orders arrive within the minimum and maximum number of days the shop states.',
        'Shops deliver during their opening hours and not on their weekly off days.',
        'If a shop has to move a delivery, it reschedules the order and you see the new date and time with the order.',
      ],
    },
    {
      heading: 'At delivery',
      paragraphs: [
        'Please check the items when they are handed over and tell the delivery person or the shop at once if anything is missing, damaged or wrong. See the Return Policy for what happens next.',
      ],
    },
  ],
};
