import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The host's message catalogue (English first, word for word from the product spec where the
 * spec gives a text). Components read texts from here only (`t(key, values)`), so other Indian
 * languages can be added without touching them. Same shape in every app; the
 * `@vd/shared/i18n` subpath keeps it importable from build-time code (`build/first-paint.ts`).
 * These are the texts of the login page and of the whole page (title, install, the Not Registered
 * dialog). The OTP page's are `features/auth/otpMessages.ts`, the signed-in shell's
 * `features/shell/messages.ts`: their Hindi and Tamil load once the vendor has sent a number, so
 * the login page's language module has no plural and needs no ICU formatter.
 */
export const messages = defineMessages('host', {
  appTitle: "Vendor Dashboard - Let's make Local Big",
  // /login (the brand panel: also painted by index.html before JavaScript, build/first-paint.ts)
  brandName: 'Vendor Dashboard',
  welcomeTitle: 'Welcome, Seller',
  welcomeText: 'Take orders, keep prices right and run your shop from your phone.',
  existingSellerLogin: 'Existing Seller Login',
  newSellerRegister: 'New Seller? Register with us',
  phoneTitleMobile: 'Enter your phone number',
  phoneTitleDesktop: 'Login to your Account',
  phoneLabel: 'Phone number',
  phonePlaceholder: '10-digit number',
  continue: 'Continue',
  sending: 'Sending...',
  footerTerms: 'Terms',
  footerPrivacy: 'Privacy',
  footerAbout: 'About',
  footerContact: 'Contact',
  installApp: 'Install App',
  aboutUs: 'About Us',
  contactSupport: 'Contact Support',
  accountNotFound: 'Account Not Found',
  notRegistered: '{phone} not registered',
  registerNow: 'Register Now',
  /** The install prompt's and the iOS tutorial's title. */
  installTitle: 'Install {product}',
  // iOS install tutorial (spec 4 "Install flow": "iOS shows a tutorial image"; the words are ours)
  iosTutorialImage: 'On iPhone: tap Share, then Add to Home Screen',
  iosTutorialShare: 'Tap the Share button in Safari',
  iosTutorialAdd: 'Choose Add to Home Screen',
  iosTutorialDone: 'Got it',
  /** The page could not show its screen (a chunk that did not load, e.g. the network dropped then): any page, the login's included. */
  shellUnavailableTitle: 'Your dashboard could not be loaded',
  shellUnavailableText: 'Check your connection and try again.',
  shellRetry: 'Retry',
  shellDetails: 'Details',
});

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders. */
export const t = makeTranslator(messages);
