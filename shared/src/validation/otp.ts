import { sharedMessages } from '../i18n/messages';
import { OTP_LENGTH } from './constants';

export type OtpError = typeof sharedMessages.otpIncomplete;

/** Digits only, at most 6. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** 'Please enter complete OTP' unless the value is exactly 6 digits. */
export function otpError(value: string): OtpError | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value) ? null : sharedMessages.otpIncomplete;
}

export function isValidOtp(value: string): boolean {
  return otpError(value) === null;
}
