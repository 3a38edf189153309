import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  authApi,
  AUTO_SUBMIT_DELAY_MS,
  completeSignIn,
  getErrorCode,
  getErrorMessage,
  Link,
  Navigate,
  OTP_LENGTH,
  otpError,
  RESEND_SECONDS,
  sanitizeOtpInput,
  sharedMessages,
  toast,
  useLocation,
  useNavigate,
} from '@vd/shared';
import { t } from '../../app/messages';
import { LOGIN_PATH, VENDOR_HOME } from '../../app/route-table';
import { AuthFrame } from './AuthFrame';
import { readOtpState, type LoginNavState } from './login-state';
import { useCountdown } from './otp-countdown';
import styles from './auth.module.css';

export function OtpPage() {
  const location = useLocation();
  const held = readOtpState(location.state);
  if (!held) return <Navigate to={LOGIN_PATH} replace />;
  return <OtpForm phone={held.phone} />;
}

function OtpForm({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitted = useRef<string | null>(null);

  const verify = async (code: string) => {
    if (code.length !== OTP_LENGTH) {
      setError(otpError(code));
      return;
    }
    if (verifying || submitted.current === code) return;
    submitted.current = code;
    setVerifying(true);
    setError(null);
    try {
      await authApi.verifyOtp(phone, code);
    } catch (err) {
      submitted.current = null;
      setVerifying(false);
      const code401 = getErrorCode(err);
      const message =
        code401 === 'OTP_INVALID'
          ? sharedMessages.invalidOtp
          : getErrorMessage(err, sharedMessages.verifyOtpFailed);
      setError(message);
      toast.error(message);
      return;
    }
    const result = await completeSignIn(phone);
    setVerifying(false);
    switch (result.kind) {
      case 'approved':
        navigate(VENDOR_HOME, { replace: true });
        return;
      case 'not-registered': {
        const state: LoginNavState = { phone, notRegistered: true };
        navigate(LOGIN_PATH, { replace: true, state });
        return;
      }
      case 'under-process': {
        const state: LoginNavState = { phone, error: result.message };
        navigate(LOGIN_PATH, { replace: true, state });
        return;
      }
      case 'customer': {
        const state: LoginNavState = { phone, notRegistered: true };
        navigate(LOGIN_PATH, { replace: true, state });
        return;
      }
      case 'error':
        submitted.current = null;
        setError(result.message);
        toast.error(result.message);
        return;
    }
  };

  useEffect(() => {
    if (otp.length !== OTP_LENGTH) return;
    const timer = setTimeout(() => void verify(otp), AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [otp]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(otp);
  };

  const resend = async () => {
    setOtp('');
    setError(null);
    submitted.current = null;
    restart();
    inputRef.current?.focus();
    try {
      await authApi.sendOtp(phone);
      toast.success(sharedMessages.otpSent);
    } catch (err) {
      console.warn('[auth] resend failed', err);
      // The spec only logs resend failures; a rate limit is worth telling the vendor about.
      if (getErrorCode(err) === 'RATE_LIMITED') toast.error(getErrorMessage(err, sharedMessages.sendOtpFailed));
    }
  };

  const editState: LoginNavState = { phone, edit: true };

  return (
    <AuthFrame>
      <section className={styles.card} aria-labelledby="otp-title">
        <h1 id="otp-title" className={styles.title}>
          {t('otpTitle')}
        </h1>
        <p className={styles.lead}>
          {t('otpSentTo')}{' '}
          <span className={styles.phoneLine}>
            <strong>+91 {phone}</strong>{' '}
            <Link to={LOGIN_PATH} replace state={editState} className={styles.editLink}>
              {t('edit')}
            </Link>
          </span>
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label className={styles.label} htmlFor="otp">
            {t('otpLabel')}
          </label>
          <input
            ref={inputRef}
            id="otp"
            name="otp"
            className={`${styles.otpInput} ${error ? styles.invalid : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            autoFocus
            onChange={(event) => {
              setOtp(sanitizeOtpInput(event.target.value));
              setError(null);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby="otp-error"
          />
          <p id="otp-error" className={styles.error} role="alert">
            {error ?? ''}
          </p>
          <button type="submit" className={styles.primary} disabled={otp.length !== OTP_LENGTH || verifying}>
            {verifying ? t('verifying') : t('verify')}
          </button>
        </form>
        <div className={styles.resend} aria-live="polite">
          {left > 0 ? (
            <span>{t('resendIn', { seconds: left })}</span>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => void resend()}>
              {t('resendCode')}
            </button>
          )}
        </div>
      </section>
    </AuthFrame>
  );
}
