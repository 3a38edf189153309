import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The host's message catalogue (English first, word for word from the product spec where the
 * spec gives a text). Components read texts from here only (`t(key, values)`), so other Indian
 * languages can be added without touching them. Same shape in every app (decision 0020); the
 * `@vd/shared/i18n` subpath keeps it importable from build-time code (`src/boot/first-paint.ts`).
 */
export const messages = defineMessages('host', {
  appTitle: "Vendor Dashboard - Let's make Local Big",
  // /login (the brand panel: also painted by index.html before JavaScript, src/boot/first-paint.ts)
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
  // /auth/otp
  otpTitle: 'Verify your number',
  otpSentTo: 'Enter the 6-digit code sent to your WhatsApp on',
  otpLabel: 'Verification code',
  edit: 'edit',
  verify: 'Verify',
  verifying: 'Verifying...',
  resendIn: 'Resend code in {seconds}s',
  resendCode: 'Resend Code',
  // shell
  /** The main navigation's accessible name (header and bottom bar). */
  mainNav: 'Main',
  navStore: 'Store',
  navOrders: 'Orders',
  navProducts: 'Products',
  navShare: 'Share',
  profile: 'Profile',
  /** The shop is OutOfStation (spec 4 "Shop status": "shows as offline"). */
  shopOffline: 'Offline',
  pendingOrders: '{count} pending orders',
  offline: 'You are offline. Some features may not work properly.',
  retry: 'Retry',
  installTitle: 'Install {product}',
  installText: 'Add it to your home screen: opens instantly, works on slow networks.',
  notNow: 'Not Now',
  // iOS install tutorial (spec 4 "Install flow": "iOS shows a tutorial image"; the words are ours)
  iosTutorialImage: 'On iPhone: tap Share, then Add to Home Screen',
  iosTutorialShare: 'Tap the Share button in Safari',
  iosTutorialAdd: 'Choose Add to Home Screen',
  iosTutorialDone: 'Got it',
  // remote areas
  areaLoading: 'Loading {area}…',
  areaUnavailableTitle: '{area} could not be loaded',
  areaUnavailableText: 'This section is not responding right now. The rest of your dashboard still works. Check your connection and try again.',
  /** The area fallback's expandable technical reason. */
  details: 'Details',
  /** The signed-in shell's own code (the data layer) could not load, e.g. the network dropped just then. */
  shellUnavailableTitle: 'Your dashboard could not be loaded',
  shellUnavailableText: 'Check your connection and try again.',
  skipToContent: 'Skip to content',
});

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders. */
export const t = makeTranslator(messages);
