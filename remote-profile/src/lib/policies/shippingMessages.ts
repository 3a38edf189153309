import { defineMessages } from '@vd/shared/i18n';

/**
 * Shipping Policy: the whole document, one catalogue. Keys: intro1…,
 * then each section sN with its paragraphs sNp1… or bullets sNb1…, in reading order (see
 * `readPolicy`); {marketplace} is the marketplace's name.
 */
export const shippingPolicyMessages = defineMessages('profile.policy.shipping', {
  title: 'Shipping Policy',
  pageTitle: 'Shipping Policy | {marketplace} Vendor Dashboard',
  description: 'How local shops on {marketplace} deliver orders: delivery areas, charges, timings, Express delivery and Self Pickup.',
  updated: '24 November 2026',
  intro1:
    'Orders on {marketplace} are delivered by the shop you order from, from its own premises in your neighbourhood, or kept ready for you to collect. There is no central warehouse and no courier in between.',
  s1: 'Where shops deliver',
  s1p1: 'Each shop delivers within its own delivery radius around the shop, shown on its profile. We deliver only within India, to the address given with the order.',
  s2: 'Delivery options',
  s2b1: 'Home Delivery: the shop brings the order to your door.',
  s2b2: 'Express: the fastest delivery a shop offers, where it offers it.',
  s2b3: 'Self Pickup: you collect the order from the shop counter at the time agreed; no delivery charge applies.',
  s3: 'Delivery charges and minimum order',
  s3p1: 'Each shop sets its own delivery charge and minimum order, shown before you order. Unless a shop sets a charge, delivery is free. Some shops deliver free above a minimum order value and charge a flat fee below it.',
  s4: 'When your order arrives',
  s4b1: 'Shops dispatch orders within 24-48 hours of the order being placed.',
  s4b2: 'Same-day orders, where a shop offers them, are usually prepared within 1 to 6 hours, as the shop states on its profile.',
  s4b3: 'Other orders arrive within the minimum and maximum number of days the shop states.',
  s4b4: 'Shops deliver during their opening hours and not on their weekly off days.',
  s4b5: 'If a shop has to move a delivery, it reschedules the order and you see the new date and time with the order.',
  s4b6: 'You are notified when your order is dispatched; its tracking stays active up to 24 hours after that notification.',
  s5: 'At delivery',
  s5p1: 'Please check the items when they are handed over and tell the delivery person or the shop at once if anything is missing, damaged or wrong. See the Return Policy for what happens next.',
});
