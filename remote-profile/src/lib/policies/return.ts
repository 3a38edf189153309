import { MARKETPLACE, type PolicyDocument } from './types';

export const returnPolicy: PolicyDocument = {
  title: 'Return Policy',
  pageTitle: `Return Policy | ${MARKETPLACE} Vendor Dashboard`,
  description: `How returns work for orders placed with local shops on ${MARKETPLACE}: what can be returned, within how long, and how the shop handles it.`,
  canonicalPath: '/return-policy',
  updated: '1 November 2026',
  intro: [
    `${MARKETPLACE} connects customers with shops in their neighbourhood. Every order is sold and delivered (or handed over at the counter) by the shop itself, so returns are handled by that shop, under the rules below, which every shop on ${MARKETPLACE} follows.`,
  ],
  sections: [
    {
      heading: 'What can be returned',
      bullets: [
        'A product that arrived damaged, spoiled, expired or leaking.',
        'A product that is different from what was ordered (wrong item, variant, size or quantity).',
        'A sealed, unused non-food product in its original packaging, if the shop lists it as returnable.',
      ],
    },
    {
      heading: 'What cannot be returned',
      bullets: [
        'Fresh produce, dairy, bakery items, meat and other perishables, unless they were spoiled or wrong on delivery.',
        'Opened food, personal care and hygiene products.',
        'Products that were used, damaged after delivery, or are missing their original packaging or tags.',
        'Books and media once opened, unless they are misprinted or damaged.',
      ],
    },
    {
      heading: 'How long you have',
      paragraphs: [
        'Perishable items: report the problem at the time of delivery or pickup, or at the latest within 24 hours.',
        'Other items: within 7 days of delivery or pickup.',
      ],
    },
    {
      heading: 'How to ask for a return',
      bullets: [
        'Call or message the shop from the order (the shop’s number is shown on its profile), or write to us through Contact Support.',
        'Tell us the order number and what is wrong; a photo helps the shop settle it quickly.',
        'The shop collects the item at your door or asks you to bring it to the counter, usually within 2 working days.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'Once the shop has checked the returned item, it replaces it or refunds you as set out in the Refund & Cancellation Policy. If the shop and you do not agree, write to us through Contact Support and we will look into it within 7 working days.',
      ],
    },
    {
      heading: 'For shops',
      paragraphs: [
        `Shops on ${MARKETPLACE} accept returns under this policy and may offer more generous terms of their own, shown on their shop profile. A shop must not refuse a return that this policy allows.`,
      ],
    },
  ],
};
