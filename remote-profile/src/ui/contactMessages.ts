import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** Texts of the contact form and dialog (spec 3 "Contact form", 5, 8; word for word where the spec gives them). */
export const contactMessages = defineMessages('profile.contactForm', {
  contactUs: 'Contact Us',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  messagePlaceholder: 'How can we help you?',
  send: 'Send Message',
  sending: 'Sending...',
  cancel: 'Cancel',
  // spec section 8: the /profile/contact page and the Contact Us dialog
  pageSuccess: 'Message sent successfully! ✅',
  pageFailure: 'Failed to send message. Please try again.',
  dialogSuccess: 'Email Sent ✅',
  dialogFailure: 'Failed to send email.',
});

export const ct = makeTranslator(contactMessages);
