import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** /profile/contact (spec 2 "/profile/contact"; the form's texts are in ui/contactMessages). */
export const contactScreenMessages = defineMessages('profile.contact', {
  title: 'Contact Support',
  back: 'Back',
  intro: 'We are here to help with orders, payments, your shop profile or anything else.',
  call: 'Call',
  callText: 'Talk to our support team, 9 AM to 9 PM, every day.',
  whatsapp: 'WhatsApp',
  whatsappText: 'Chat with us on WhatsApp. We usually reply within an hour.',
  whatsappGreeting: 'Hello, I need help with my shop {shopName}.',
  writeTitle: 'Send us a message',
  writeText: 'We reply by e-mail within one working day.',
  agree: 'By sending a message you agree to our {terms} and {privacy}.',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
});

export const cst = makeTranslator(contactScreenMessages);
