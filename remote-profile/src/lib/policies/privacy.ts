import { MARKETPLACE, type PolicyDocument } from './types';

/** Covers what the spec lists: taxes, cancellation, returns, payments, order history, grievance, liability, termination. */
export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  pageTitle: `Privacy Policy | ${MARKETPLACE} Vendor Dashboard`,
  description: `What personal data ${MARKETPLACE} collects from shops and their customers, why, how long it is kept and how to reach our grievance officer.`,
  canonicalPath: null,
  updated: '1 November 2026',
  intro: [
    `This policy explains how ${MARKETPLACE} handles the personal data of shop owners who use the vendor dashboard and of the customers whose orders they handle, under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
  ],
  sections: [
    {
      heading: 'What we collect',
      bullets: [
        'Your account: name, shop name, mobile number (+91), alternate number, e-mail, profile image and shop address with its map location.',
        'Your business details: opening hours, delivery settings, GST, PAN and Udyam numbers, certifications and gallery images.',
        'Orders: the products, prices, delivery method and times, and the customer’s name, phone number and delivery address needed to fulfil them.',
        'Technical data: sign-in sessions, device and browser type, and error logs, to keep your account secure and the service working.',
      ],
    },
    {
      heading: 'Why we use it',
      bullets: [
        'To sign you in with a one-time password and keep your session safe.',
        'To show your shop and products to customers and pass their orders to you.',
        'To help with returns, refunds, disputes and support requests.',
        'To meet legal duties, such as tax records and lawful requests from authorities.',
      ],
    },
    {
      heading: 'Taxes',
      paragraphs: [
        'GST, PAN and Udyam numbers you enter are shown on your business profile and kept with your orders, because customers and tax authorities rely on them. You remain responsible for your own tax filings.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        `Customers pay shops directly (cash, UPI or card). ${MARKETPLACE} does not store card numbers or UPI PINs; it records only whether and when an order was marked paid.`,
      ],
    },
    {
      heading: 'Order history',
      paragraphs: [
        'Orders, with their status changes (delivered, paid, rescheduled, cancelled and when), are kept for 8 years, as Indian tax law requires, and then deleted or anonymised. Customers see their own orders; each shop sees only its own.',
      ],
    },
    {
      heading: 'Cancellation and returns',
      paragraphs: [
        'When an order is cancelled, the reason is stored with it and shown to the customer. Return requests, with any photos sent, are kept with the order to settle refunds and disputes (see the Return Policy and the Refund & Cancellation Policy).',
      ],
    },
    {
      heading: 'Who we share it with',
      bullets: [
        'The shop receives the details of the orders placed with it, and the customer sees the shop’s public profile.',
        'Service providers who run parts of the service for us (hosting, text and WhatsApp messages for sign-in codes, e-mail), bound to use the data only for that.',
        'Authorities, when the law requires it.',
        'We never sell personal data.',
      ],
    },
    {
      heading: 'How long we keep it and your rights',
      paragraphs: [
        'Account data is kept while the account is open and up to 90 days after it is closed, except what the law requires us to keep longer (such as order and tax records). You may ask to see, correct or delete your data, or withdraw consent, by writing to Contact Support; we answer within 30 days.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Data travels encrypted (HTTPS); sign-in codes are stored only as protected hashes and expire within minutes; access to your shop’s data requires your session.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `${MARKETPLACE} takes reasonable security measures but cannot rule out every risk on the internet. If a breach affects your data, we will inform you and the Data Protection Board of India as the law requires. Our liability is limited as set out in the Terms and Conditions.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'If you close your account, or it is closed under the Terms and Conditions, your public profile is removed at once; the rest of your data is deleted as described above.',
      ],
    },
    {
      heading: 'Grievance officer',
      paragraphs: [
        'For any complaint about your data or this policy, contact our Grievance Officer through Contact Support in the dashboard (by message, phone or WhatsApp). We acknowledge complaints within 48 hours and resolve them within 30 days.',
      ],
    },
  ],
};
