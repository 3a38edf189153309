/** Business constants from spec section 9. The phone ones are the API contract's. */
export { COUNTRY_CODE, PHONE_LENGTH } from '@vd/contract/rules';
export const OTP_LENGTH = 6;
export const RESEND_SECONDS = 30;
export const AUTO_SUBMIT_DELAY_MS = 100;
export const REQUEST_TIMEOUT_MS = 20_000;
export const TOAST_MS = 3000;
export const INSTALL_TOAST_MS = 8000;
