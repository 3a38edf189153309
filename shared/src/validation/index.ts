export {
  AUTO_SUBMIT_DELAY_MS,
  COUNTRY_CODE,
  INSTALL_TOAST_MS,
  OTP_LENGTH,
  PHONE_LENGTH,
  REQUEST_TIMEOUT_MS,
  RESEND_SECONDS,
  TOAST_MS,
} from './constants';
export {
  isValidPhone,
  phoneError,
  sanitizePhoneInput,
  stripCountryCode,
  submitInvalidPhoneMessage,
  toE164,
} from './phone';
export type { PhoneError } from './phone';
export { isValidOtp, otpError, sanitizeOtpInput } from './otp';
export type { OtpError } from './otp';
export { profileRuleMessages, profileRuleText } from './messages';
