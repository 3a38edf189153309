import { defineMessages } from '@vd/contract/i18n';

/**
 * The English catalogue of texts shown by @vd/shared itself (and by the host chrome it powers).
 * Spec texts are reproduced word for word, including their spelling ('Internal sever error',
 * 'Failed to send Otp.').
 */
export const sharedMessages = defineMessages('shared', {
  // Calls and session (spec 4 "Session", 8)
  noInternet: 'No Internet Connection',
  sessionExpired: 'Session expired. Please login again.',
  internalServerError: 'Internal sever error',
  userInfoMissing: 'Could not find user information.',

  // Sign-in (spec 4 "Sign-in flow", 8)
  otpSent: 'Verification code sent successfully!',
  sendOtpFailed: 'Failed to send Otp. Please try again.',
  invalidOtp: 'Invalid OTP! Please try again',
  verifyOtpFailed: 'Failed to verify OTP. Please try again.',
  registrationUnderProcess: 'Your registration is under process! Contact administrator @{phone}',
  /** The same, where no support number is configured (never a wrong number). */
  registrationUnderProcessNoPhone: 'Your registration is under process! Contact administrator.',

  // Phone / OTP validation (spec 5)
  phoneMustBe10Digits: 'Phone number must be 10 digits',
  phoneTooLong: 'Phone number cannot exceed 10 digits',
  phoneDigitsOnly: 'Phone number must contain only digits',
  submitInvalidPhone: 'Please enter a valid 10-digit phone number',
  otpIncomplete: 'Please enter complete OTP',

  // Share (spec 2 "Shared chrome", 8)
  shopLinkCopied: 'Shop link copied! Share it with your friends.',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link.',
  noContactForInvite: 'Vendor contact number is not available to create an invite link.',
  linkCopiedToClipboard: 'Link Copied to Clipboard!',
  /** Promotional share text. Not given word for word by the spec ("a promotional text"). */
  sharePromo: 'Shop from {shopName} online! Order from your neighbourhood store and get it delivered fast.',

  /** The product's name when the runtime config keeps the default one (`displayProductName`). */
  productName: 'Vendor Dashboard',

  // Install (spec 2 "Shared chrome", 4 "Install flow", 8)
  installTitle: 'Install {product}',
  installApp: 'Install App',
  notNow: 'Not Now',
  noInstallPrompt: 'No install prompt available',
  installCancelled: 'Installation cancelled by user',
  installFailed: 'Installation failed',
  installInProgress: 'Installation in progress',
  installSuccess: 'App installed successfully!',
  installFallback: 'For a smoother experience, install the app anytime from your browser settings.',

  // Offline banner (spec 2 "Shared chrome")
  offline: 'You are offline. Some features may not work properly.',
  retry: 'Retry',

  // UI kit labels (not spec texts; needed for accessibility)
  loading: 'Loading',
  close: 'Close',
  dismissNotification: 'Dismiss notification',
  notifications: 'Notifications',
  /** The language switch: its group label; each option shows its language's own name. */
  language: 'Language',
});

export type SharedMessageKey = keyof typeof sharedMessages;
