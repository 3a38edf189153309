import { defineMessages } from '@vd/shared/i18n';

/**
 * Terms and Conditions (spec 2 "Policy pages"): the whole document, one catalogue. Keys: intro1…,
 * then each section sN with its paragraphs sNp1… or bullets sNb1…, in reading order (see
 * `readPolicy`); {marketplace} is the marketplace's name.
 */
export const termsPolicyMessages = defineMessages('profile.policy.terms', {
  title: 'Terms and Conditions',
  pageTitle: 'Terms and Conditions | {marketplace} Vendor Dashboard',
  description: 'The terms on which shops sell to customers through {marketplace} and use the vendor dashboard.',
  updated: '24 November 2026',
  intro1:
    'These terms apply to every shop (“vendor”, “you”) that sells through {marketplace} and uses this vendor dashboard. By signing in you accept them. {marketplace} is a marketplace under the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020: it connects customers with local shops; the shop is the seller of every product it lists.',
  s1: '1. Your account',
  s1b1: 'You sign in with your registered Indian mobile number (+91) and a one-time password. Keep your phone and codes to yourself; you are responsible for what is done with your account.',
  s1b2: 'New shops register on the registration site; an account can be used once it is approved. We may suspend an account that breaks these terms.',
  s1b3: 'Keep your name, contact details, address and business details (GST, PAN, Udyam, licences) correct and up to date.',
  s1b4: 'You must be at least 18 years old to register a shop and use the dashboard.',
  s2: '2. Your shop and your products',
  s2b1: 'List only products you actually have and are allowed to sell, with true names, pictures, quantities and prices.',
  s2b2: 'Prices are in Indian rupees (INR, ₹) and include all taxes. The selling price must not exceed the MRP printed on the product.',
  s2b3: 'Mark products unavailable as soon as they run out. Switch your shop Offline when you cannot take orders; while it is Offline, customers cannot place new orders with you.',
  s2b4: 'You must not list anything illegal, counterfeit, expired, or restricted under Indian law (for example prescription medicines without the required licence).',
  s3: '3. Orders',
  s3b1: 'Accept and deliver orders as described in your shop profile: delivery area, timings, charges and minimum order.',
  s3b2: 'Mark each order as it progresses: delivered, paid, rescheduled (with the new date) or cancelled (with the reason). Customers see these changes.',
  s3b3: 'Cancel an order only for a real reason and as early as possible. Repeated cancellations may lead to suspension.',
  s3b4: 'Follow the Return Policy, the Refund & Cancellation Policy and the Shipping Policy, which form part of these terms.',
  s4: '4. Payments and taxes',
  s4p1: 'Customers pay for their orders by credit card, debit card, net banking, UPI or cash on delivery. You issue invoices and are responsible for GST and every other tax on your sales.',
  s5: '5. Content and the public profile',
  s5p1: 'What you upload (shop name, images, descriptions, links) is shown to customers on your public profile. You confirm you may use it, and you allow {marketplace} to show it in the app and in links you share. Images may be at most 5 MB each.',
  s6: '6. Fair use',
  s6b1: 'Do not misuse the dashboard: no automated scraping, no attempts to reach other shops’ data, no interference with the service.',
  s6b2: 'Do not contact customers for anything other than their orders without their consent.',
  s7: '7. Liability',
  s7p1: '{marketplace} provides the platform as it is and does its best to keep it available, but cannot promise it will always be free of interruptions. The shop is responsible for the products it sells and their delivery. To the extent the law allows, {marketplace} is not liable for indirect losses, and its total liability is limited to the fees you paid it in the three months before the claim.',
  s8: '8. Suspension and termination',
  s8p1: 'You may stop using the dashboard at any time by writing to Contact Support. We may suspend or close an account that breaks these terms or the law, after notice except where the law or safety requires immediate action. Orders already placed must still be completed or cancelled properly.',
  s9: '9. Changes, law and disputes',
  s9p1: 'We may update these terms; we will tell you in the dashboard before important changes take effect. These terms are governed by the laws of India. Disputes are first to be raised with Contact Support; if they cannot be resolved, the courts of Delhi have exclusive jurisdiction. Any legal action about these terms or an order must be brought within one year of the cause of action arising.',
});
