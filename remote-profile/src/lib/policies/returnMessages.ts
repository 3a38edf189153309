import { defineMessages } from '@vd/shared/i18n';

/**
 * Return Policy: the whole document, one catalogue. Keys: intro1…,
 * then each section sN with its paragraphs sNp1… or bullets sNb1…, in reading order (see
 * `readPolicy`); {marketplace} is the marketplace's name.
 */
export const returnPolicyMessages = defineMessages('profile.policy.return', {
  title: 'Return Policy',
  pageTitle: 'Return Policy | {marketplace} Vendor Dashboard',
  description: 'How returns work for orders placed with local shops on {marketplace}: what can be returned, within how long, and how the shop handles it.',
  updated: '24 November 2026',
  intro1:
    '{marketplace} connects customers with shops in their neighbourhood. Every order is sold and delivered (or handed over at the counter) by the shop itself, so returns are handled by that shop, under the rules below, which every shop on {marketplace} follows.',
  s1: 'What can be returned',
  s1b1: 'A product that arrived damaged, spoiled, expired or leaking.',
  s1b2: 'A product that is different from what was ordered (wrong item, variant, size or quantity).',
  s1b3: 'A sealed, unused non-food product in its original packaging, if the shop lists it as returnable.',
  s2: 'What cannot be returned',
  s2b1: 'Fresh produce, dairy, bakery items, meat and other perishables, unless they were spoiled or wrong on delivery.',
  s2b2: 'Opened food, personal care and hygiene products.',
  s2b3: 'Products that were used, damaged after delivery, or are missing their original packaging or tags.',
  s2b4: 'Books and media once opened, unless they are misprinted or damaged.',
  s3: 'How long you have',
  s3p1: 'Ask for a return usually within 48 hours of delivery (or pickup).',
  s3p2: 'Perishable items: report the problem at the time of delivery or pickup whenever you can.',
  s4: 'How to ask for a return',
  s4b1: 'Call or message the shop from the order (the shop’s number is shown on its profile), or write to us through Contact Support.',
  s4b2: 'Tell us the order number and what is wrong; a photo helps the shop settle it quickly.',
  s4b3: 'The shop collects the item at your door or asks you to bring it to the counter, usually within 2 working days.',
  s5: 'What happens next',
  s5p1: 'Once the shop has checked the returned item, it replaces it or refunds you as set out in the Refund & Cancellation Policy. If the shop and you do not agree, write to us through Contact Support and we will look into it within 7 business days.',
  s6: 'For shops',
  s6p1: 'Shops on {marketplace} accept returns under this policy and may offer more generous terms of their own, shown on their shop profile. A shop must not refuse a return that this policy allows.',
});
