import { MARKETPLACE, type PolicyDocument } from './types';

export const termsPolicy: PolicyDocument = {
  title: 'Terms and Conditions',
  pageTitle: `Terms and Conditions | ${MARKETPLACE} Vendor Dashboard`,
  description: `The terms on which shops sell to customers through ${MARKETPLACE} and use the vendor dashboard.`,
  canonicalPath: null,
  updated: '1 November 2026',
  intro: [
    `These terms apply to every shop (“vendor”, “you”) that sells through ${MARKETPLACE} and uses this vendor dashboard. By signing in you accept them. ${MARKETPLACE} is a marketplace under the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020: it connects customers with local shops; the shop is the seller of every product it lists.`,
  ],
  sections: [
    {
      heading: '1. Your account',
      bullets: [
        'You sign in with your registered Indian mobile number (+91) and a one-time password. Keep your phone and codes to yourself; you are responsible for what is done with your account.',
        'New shops register on the registration site; an account can be used once it is approved. We may suspend an account that breaks these terms.',
        'Keep your name, contact details, address and business details (GST, PAN, Udyam, licences) correct and up to date.',
      ],
    },
    {
      heading: '2. Your shop and your products',
      bullets: [
        'List only products you actually have and are allowed to sell, with true names, pictures, quantities and prices.',
        'Prices are in Indian rupees (₹) and include all taxes. The selling price must not exceed the MRP printed on the product.',
        'Mark products unavailable as soon as they run out. Switch your shop Offline when you cannot take orders; while it is Offline, customers cannot place new orders with you.',
        'You must not list anything illegal, counterfeit, expired, or restricted under Indian law (for example prescription medicines without the required licence).',
      ],
    },
    {
      heading: '3. Orders',
      bullets: [
        'Accept and deliver orders as described in your shop profile: delivery area, timings, charges and minimum order.',
        'Mark each order as it progresses: delivered, paid, rescheduled (with the new date) or cancelled (with the reason). Customers see these changes.',
        'Cancel an order only for a real reason and as early as possible. Repeated cancellations may lead to suspension.',
        'Follow the Return Policy, the Refund & Cancellation Policy and the Shipping Policy, which form part of these terms.',
      ],
    },
    {
      heading: '4. Payments and taxes',
      paragraphs: [
        'Customers pay you directly, in cash or by UPI or card, unless we agree otherwise in writing. You issue invoices and are responsible for GST and every other tax on your sales.',
      ],
    },
    {
      heading: '5. Content and the public profile',
      paragraphs: [
        `What you upload (shop name, images, descriptions, links) is shown to customers on your public profile. You confirm you may use it, and you allow ${MARKETPLACE} to show it in the app and in links you share. Images may be at most 5 MB each.`,
      ],
    },
    {
      heading: '6. Fair use',
      bullets: [
        'Do not misuse the dashboard: no automated scraping, no attempts to reach other shops’ data, no interference with the service.',
        'Do not contact customers for anything other than their orders without their consent.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        `${MARKETPLACE} provides the platform as it is and does its best to keep it available, but cannot promise it will always be free of interruptions. The shop is responsible for the products it sells and their delivery. To the extent the law allows, ${MARKETPLACE} is not liable for indirect losses, and its total liability is limited to the fees you paid it in the three months before the claim.`,
      ],
    },
    {
      heading: '8. Suspension and termination',
      paragraphs: [
        'You may stop using the dashboard at any time by writing to Contact Support. We may suspend or close an account that breaks these terms or the law, after notice except where the law or safety requires immediate action. Orders already placed must still be completed or cancelled properly.',
      ],
    },
    {
      heading: '9. Changes, law and disputes',
      paragraphs: [
        'We may update these terms; we will tell you in the dashboard before important changes take effect. These terms are governed by the laws of India. Disputes are first to be raised with Contact Support; if they cannot be resolved, the courts of India have jurisdiction.',
      ],
    },
  ],
};
