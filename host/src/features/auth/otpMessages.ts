import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * The OTP page's texts (/auth/otp). Apart from the login page's
 * (`core/messages.ts`): their Hindi and Tamil load when the vendor sends a number, with the texts of
 * the screens after it, because the Tamil `resendIn` is a plural and a language module with one needs
 * the ICU formatter, which the login page does without.
 */
export const otpMessages = defineMessages('host.otp', {
  otpTitle: 'Verify your number',
  otpSentTo: 'Enter the 6-digit code sent to your WhatsApp on',
  otpLabel: 'Verification code',
  edit: 'edit',
  verify: 'Verify',
  verifying: 'Verifying...',
  resendIn: 'Resend code in {seconds}s',
  resendCode: 'Resend Code',
});

export type OtpMessageKey = keyof typeof otpMessages;

/** Fills `{name}` placeholders. */
export const t = makeTranslator(otpMessages);
