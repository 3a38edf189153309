import { defineMessages } from '@vd/shared/i18n';

/**
 * Privacy Policy, covering what the spec lists (taxes, cancellation, returns, payments, order
 * history, grievance, liability, termination): the whole document, one catalogue. Keys: intro1…,
 * then each section sN with its paragraphs sNp1… or bullets sNb1…, in reading order (see
 * `readPolicy`); {marketplace} is the marketplace's name.
 */
export const privacyPolicyMessages = defineMessages('profile.policy.privacy', {
  title: 'Privacy Policy',
  pageTitle: 'Privacy Policy | {marketplace} Vendor Dashboard',
  description: 'What personal data {marketplace} collects from shops and their customers, why, how long it is kept and how to reach our grievance officer.',
  updated: '24 November 2026',
  intro1:
    'This policy explains how {marketplace} handles the personal data of shop owners who use the vendor dashboard and of the customers whose orders they handle, under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
  s1: 'What we collect',
  s1b1: 'Your account: name, shop name, mobile number (+91), alternate number, e-mail, profile image and shop address with its map location.',
  s1b2: 'Your business details: opening hours, delivery settings, GST, PAN and Udyam numbers, certifications and gallery images.',
  s1b3: 'Orders: the products, prices, delivery method and times, and the customer’s name, phone number and delivery address needed to fulfil them.',
  s1b4: 'Technical data: sign-in sessions, device and browser type, and error logs, to keep your account secure and the service working.',
  s2: 'Why we use it',
  s2b1: 'To sign you in with a one-time password and keep your session safe.',
  s2b2: 'To show your shop and products to customers and pass their orders to you.',
  s2b3: 'To help with returns, refunds, disputes and support requests.',
  s2b4: 'To meet legal duties, such as tax records and lawful requests from authorities.',
  s3: 'Taxes',
  s3p1: 'GST, PAN and Udyam numbers you enter are shown on your business profile and kept with your orders, because customers and tax authorities rely on them. You remain responsible for your own tax filings.',
  s4: 'Payments',
  s4p1: 'Customers pay by credit card, debit card, net banking, UPI or cash on delivery. {marketplace} does not store card numbers, net-banking passwords or UPI PINs; it records only whether and when an order was marked paid.',
  s5: 'Order history',
  s5p1: 'Orders, with their status changes (delivered, paid, rescheduled, cancelled and when), are kept for 8 years, as Indian tax law requires, and then deleted or anonymised. Customers see their own orders; each shop sees only its own.',
  s6: 'Cancellation and returns',
  s6p1: 'When an order is cancelled, the reason is stored with it and shown to the customer. Return requests, with any photos sent, are kept with the order to settle refunds and disputes (see the Return Policy and the Refund & Cancellation Policy).',
  s7: 'Who we share it with',
  s7b1: 'The shop receives the details of the orders placed with it, and the customer sees the shop’s public profile.',
  s7b2: 'Service providers who run parts of the service for us (hosting, text and WhatsApp messages for sign-in codes, e-mail), bound to use the data only for that.',
  s7b3: 'Authorities, when the law requires it.',
  s7b4: 'We never sell personal data.',
  s8: 'How long we keep it and your rights',
  s8p1: 'Account data is kept while the account is open and up to 90 days after it is closed, except what the law requires us to keep longer (such as order and tax records). You may ask to see, correct or delete your data, or withdraw consent, by writing to Contact Support; we answer within 30 days.',
  s9: 'Security',
  s9p1: 'Data travels encrypted (HTTPS); sign-in codes are stored only as protected hashes and expire within minutes; access to your shop’s data requires your session.',
  s10: 'Liability',
  s10p1:
    '{marketplace} takes reasonable security measures but cannot rule out every risk on the internet. If a breach affects your data, we will inform you and the Data Protection Board of India as the law requires. Our liability is limited as set out in the Terms and Conditions.',
  s11: 'Termination',
  s11p1:
    'If you close your account, or it is closed under the Terms and Conditions, your public profile is removed at once; the rest of your data is deleted as described above.',
  s12: 'Grievance officer',
  s12p1:
    'For any complaint about your data or this policy, contact our Grievance Officer through Contact Support in the dashboard (by message, phone or WhatsApp). We acknowledge complaints within 48 hours and resolve them within 30 days.',
});
