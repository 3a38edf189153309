import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_SUBMIT_DELAY_MS, OTP_LENGTH, otpError, RESEND_SECONDS, sanitizeOtpInput } from '@vd/shared/validation';
import { authApi } from '@vd/shared/api';
import { completeSignIn } from '@vd/shared/session';
import { sharedMessages } from '@vd/shared/i18n';
import { toast } from '@vd/shared/toast';
import { useNavigate } from '@vd/shared/router';
import { useCountdown } from './otp-countdown';
import { otpOutcome, resendErrorToast, verifyErrorMessage } from './otp-flow';
import { loadAfterLoginTexts } from '../../core/i18n';

/**
 * The OTP screen's behaviour (spec 4 "Sign-in flow"): the code field, verification (auto-submitted
 * `AUTO_SUBMIT_DELAY_MS` after the sixth digit, never twice for the same code), where a verified
 * vendor goes, and the resend countdown. `OtpPage` renders what it returns.
 */
export function useOtpForm(phone: string) {
  const navigate = useNavigate();
  const [otp, setOtpState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const { left: resendIn, restart } = useCountdown(RESEND_SECONDS);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The code being (or last successfully) submitted: typing the same code again sends nothing. */
  const submitted = useRef<string | null>(null);
  /** A verification in flight: nothing else is submitted until it answers. */
  const busy = useRef(false);

  const verify = useCallback(
    async (code: string) => {
      if (code.length !== OTP_LENGTH) {
        setError(otpError(code));
        return;
      }
      if (busy.current || submitted.current === code) return;
      submitted.current = code;
      busy.current = true;
      setVerifying(true);
      setError(null);
      // The texts after the login page, the API's error codes' among them: in since the
      // number was sent, awaited before a message is worded (and before the dashboard, which needs them).
      const texts = loadAfterLoginTexts();
      try {
        await authApi.verifyOtp(phone, code);
      } catch (err) {
        await texts;
        submitted.current = null;
        busy.current = false;
        setVerifying(false);
        const message = verifyErrorMessage(err);
        setError(message);
        toast.error(message);
        return;
      }
      await texts;
      const outcome = otpOutcome(await completeSignIn(phone), phone);
      busy.current = false;
      setVerifying(false);
      if (outcome.kind === 'navigate') {
        navigate(outcome.to, { replace: true, state: outcome.state });
        return;
      }
      submitted.current = null;
      setError(outcome.message);
      toast.error(outcome.message);
    },
    [navigate, phone],
  );

  // Auto-submit: a complete code is verified after a short pause, unless the vendor types on.
  useEffect(() => {
    if (otp.length !== OTP_LENGTH) return;
    const timer = setTimeout(() => void verify(otp), AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [otp, verify]);

  const setOtp = useCallback((raw: string) => {
    setOtpState(sanitizeOtpInput(raw));
    setError(null);
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void verify(otp);
    },
    [otp, verify],
  );

  const resend = useCallback(async () => {
    setOtpState('');
    setError(null);
    submitted.current = null;
    restart();
    inputRef.current?.focus();
    try {
      await authApi.sendOtp(phone);
      toast.success(sharedMessages.otpSent);
    } catch (err) {
      console.warn('[auth] resend failed', err);
      await loadAfterLoginTexts();
      const message = resendErrorToast(err);
      if (message) toast.error(message);
    }
  }, [phone, restart]);

  return { otp, setOtp, error, verifying, canSubmit: otp.length === OTP_LENGTH && !verifying, resendIn, resend, onSubmit, inputRef };
}
