import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from '@vd/shared/api';
import { isValidPhone, phoneError, sanitizePhoneInput, submitInvalidPhoneMessage } from '@vd/shared/validation';
import { sharedMessages } from '@vd/shared/i18n';
import { toast } from '@vd/shared/toast';
import { OTP_PATH } from '../../core/route-table';
import { loadAfterLoginTexts } from '../../core/i18n';
import { phoneFieldMessage, sendOtpFailure } from './login-flow';
import { type OtpNavState, readLoginState } from './login-state';
import { useLoginNavigation } from './login-navigation';

/**
 * The number being typed, kept outside the component: picking a language re-renders the screens
 * from the top, which would otherwise empty the field under a vendor's fingers.
 * Cleared once the code is sent; a reload starts empty.
 */
let phoneDraft = '';

/** Tests only. */
export function forgetPhoneDraft(): void {
  phoneDraft = '';
}

/**
 * The login screen's behaviour: the phone field and its messages, sending the code and going on to
 * /auth/otp, the Not Registered dialog, and what the OTP screen sent back (a phone to edit, an
 * error, the dialog). `LoginPage` renders what it returns.
 */
export function useLoginForm() {
  // The router's, or the page's own before the router has loaded (login-navigation.tsx).
  const { navigate, pathname, state, prepare } = useLoginNavigation();
  const arrival = readLoginState(state);

  const [phone, setPhone] = useState(arrival.phone ?? phoneDraft);
  const [touched, setTouched] = useState(Boolean(arrival.phone ?? phoneDraft));
  const [inputError, setInputError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [notRegistered, setNotRegistered] = useState<string | null>(arrival.notRegistered && arrival.phone ? arrival.phone : null);
  const [formError, setFormError] = useState<string | null>(arrival.error ?? null);

  // Show an arrival error once; navigation state stays in history, so drop it (keeping the phone).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (arrival.error) toast.error(arrival.error);
    if (arrival.error || arrival.notRegistered) navigate(pathname, { replace: true, state: { phone: arrival.phone } });
  }, [arrival.error, arrival.notRegistered, arrival.phone, pathname, navigate]);

  const onChange = useCallback(
    (raw: string) => {
      // The router and the OTP page (not part of the login page's first JavaScript) are loaded while
      // the vendor types the number, not while the page loads (it would count against the page's
      // blocking time) and not only on Continue (it would delay the OTP), on a page that opened on
      // /login.
      prepare?.();
      phoneDraft = sanitizePhoneInput(raw);
      setPhone(phoneDraft);
      setTouched(true);
      setFormError(null);
      setInputError(phoneError(raw));
    },
    [prepare],
  );

  const valid = isValidPhone(phone);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setFormError(submitInvalidPhoneMessage());
      return;
    }
    setSubmitting(true);
    setFormError(null);
    // The texts after the login page (the OTP page's, the API's error codes') are not loaded with it in
    // Hindi and Tamil: they download beside the request, and an error waits for them.
    const texts = loadAfterLoginTexts();
    try {
      await authApi.sendOtp(phone);
      phoneDraft = '';
      toast.success(sharedMessages.otpSent);
      const state: OtpNavState = { phone };
      navigate(OTP_PATH, { replace: true, state });
    } catch (error) {
      await texts;
      const failure = sendOtpFailure(error);
      if (failure.kind === 'not-registered') {
        setNotRegistered(phone);
      } else {
        setFormError(failure.message);
        toast.error(failure.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    phone,
    onChange,
    message: phoneFieldMessage({ phone, touched, inputError, formError }),
    canSubmit: valid && !submitting,
    submitting,
    onSubmit,
    notRegistered,
    closeNotRegistered: () => setNotRegistered(null),
  };
}
