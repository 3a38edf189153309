import { getErrorCode, getErrorMessage } from '@vd/shared/api';
import { phoneError } from '@vd/shared/validation';
import { sharedMessages } from '@vd/shared/i18n';

/**
 * The login screen's decisions as plain functions (spec 2 "/login", 4 "Sign-in flow", 5 phone
 * validation); `useLoginForm` wires them to state and the API, and `LoginPage` only renders.
 */

/**
 * The one message under the phone field: a submit or API error first, then what the last keystroke
 * broke, then (once the vendor has typed) what is wrong with the number as it stands.
 */
export function phoneFieldMessage(field: { phone: string; touched: boolean; inputError: string | null; formError: string | null }): string | null {
  const { phone, touched, inputError, formError } = field;
  return formError ?? inputError ?? (touched && phone.length > 0 ? phoneError(phone) : null);
}

/** What a failed `otp/send` leads to: the Not Registered dialog, or a message for the field and a toast. */
export type SendOtpFailure = { kind: 'not-registered' } | { kind: 'error'; message: string };

export function sendOtpFailure(error: unknown): SendOtpFailure {
  if (getErrorCode(error) === 'NOT_REGISTERED') return { kind: 'not-registered' };
  return { kind: 'error', message: getErrorMessage(error, sharedMessages.sendOtpFailed) };
}
