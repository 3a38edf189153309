import { getErrorCode, getErrorMessage } from '@vd/shared/api';
import type { SignInResult } from '@vd/shared/session';
import { sharedMessages } from '@vd/shared/i18n';
import { LOGIN_PATH, VENDOR_HOME } from '../../core/route-table';
import type { LoginNavState } from './login-state';

/**
 * The OTP screen's decisions as plain functions (spec 4 "Sign-in flow"); `useOtpForm` wires them
 * to state, timers and the API, and `OtpPage` only renders.
 */

/** The message for a failed `otp/verify`: a wrong code says so, anything else as the API says it. */
export function verifyErrorMessage(error: unknown): string {
  return getErrorCode(error) === 'OTP_INVALID' ? sharedMessages.invalidOtp : getErrorMessage(error, sharedMessages.verifyOtpFailed);
}

/** Where the vendor goes after a verified code, by what the vendor record says; or the error to show. */
export type OtpOutcome = { kind: 'navigate'; to: string; state?: LoginNavState } | { kind: 'error'; message: string };

export function otpOutcome(result: SignInResult, phone: string): OtpOutcome {
  switch (result.kind) {
    case 'approved':
      return { kind: 'navigate', to: VENDOR_HOME };
    case 'not-registered':
    case 'customer':
      // A customer is not a seller: the same Not Registered dialog.
      return { kind: 'navigate', to: LOGIN_PATH, state: { phone, notRegistered: true } };
    case 'under-process':
      return { kind: 'navigate', to: LOGIN_PATH, state: { phone, error: result.message } };
    case 'error':
      return { kind: 'error', message: result.message };
  }
}

/**
 * What a failed resend shows: the spec only logs resend failures, but a rate limit is worth
 * telling the vendor about. `null` = nothing to show.
 */
export function resendErrorToast(error: unknown): string | null {
  return getErrorCode(error) === 'RATE_LIMITED' ? getErrorMessage(error, sharedMessages.sendOtpFailed) : null;
}
