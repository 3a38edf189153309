import { useEffect } from 'react';
import { LanguageSwitch } from '@vd/shared/ui/base';
import { Link, Navigate, useLocation } from '@vd/shared/router';
import { OTP_LENGTH } from '@vd/shared/validation';
import { t } from './otpMessages';
import { LOGIN_PATH } from '../../core/route-table';
import { prepareShell } from '../shell/load-shell';
import { AuthFrame } from './AuthFrame';
import styles from './auth.module.css';
import { sharedMessages } from '@vd/shared/i18n';
import { useOnline } from '../shell/useOnline';
import { type LoginNavState, readOtpState } from './login-state';
import { useOtpForm } from './useOtpForm';

export function OtpPage() {
  const location = useLocation();
  const held = readOtpState(location.state);
  if (!held) return <Navigate to={LOGIN_PATH} replace />;
  return <OtpForm phone={held.phone} />;
}

function OtpForm({ phone }: { phone: string }) {
  const { otp, setOtp, error, verifying, canSubmit, resendIn, resend, onSubmit, inputRef } = useOtpForm(phone);
  // The frame of the signed-in screens loads while the vendor types the code.
  useEffect(() => {
    void prepareShell();
  }, []);
  // Signing in needs the network: said before the tap, not after it fails.
  const online = useOnline();
  const editState: LoginNavState = { phone, edit: true };

  return (
    <AuthFrame>
      <section className={styles.card} aria-labelledby="otp-title">
        <LanguageSwitch className={styles.language} />
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
            // biome-ignore lint/a11y/noAutofocus: the OTP screen exists to type the code; the spec's flow focuses it.
            autoFocus
            onChange={(event) => setOtp(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby="otp-error"
          />
          <p id="otp-error" className={styles.error} role="alert">
            {error ?? (online ? '' : sharedMessages.noInternet)}
          </p>
          <button type="submit" className={styles.primary} disabled={!canSubmit || !online}>
            {verifying ? t('verifying') : t('verify')}
          </button>
        </form>
        <div className={styles.resend} aria-live="polite">
          {resendIn > 0 ? (
            <span>{t('resendIn', { seconds: resendIn })}</span>
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
