import { useEffect, useState, type FormEvent } from 'react';
import {
  authApi,
  getErrorCode,
  getErrorMessage,
  getRuntimeConfig,
  isValidPhone,
  Link,
  phoneError,
  sanitizePhoneInput,
  sharedMessages,
  SUBMIT_INVALID_PHONE,
  toast,
  useLocation,
  useNavigate,
} from '@vd/shared';
import { t } from '../../app/messages';
import { OTP_PATH } from '../../app/route-table';
import { useIsDesktop } from '../shell/useMediaQuery';
import { useInstall } from '../pwa/install';
import { AuthFrame } from './AuthFrame';
import { NotRegisteredDialog } from './NotRegisteredDialog';
import { readLoginState, type OtpNavState } from './login-state';
import styles from './auth.module.css';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrival = readLoginState(location.state);
  const isDesktop = useIsDesktop();
  const { canInstall, install } = useInstall();
  const config = getRuntimeConfig();

  const [phone, setPhone] = useState(arrival.phone ?? '');
  const [touched, setTouched] = useState(Boolean(arrival.phone));
  const [inputError, setInputError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [notRegistered, setNotRegistered] = useState<string | null>(
    arrival.notRegistered && arrival.phone ? arrival.phone : null,
  );
  const [formError, setFormError] = useState<string | null>(arrival.error ?? null);

  useEffect(() => {
    if (arrival.error) toast.error(arrival.error);
    // Show the arrival error once; navigation state stays in history, so drop it.
    if (arrival.error || arrival.notRegistered) {
      navigate(location.pathname, { replace: true, state: { phone: arrival.phone } });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = (raw: string) => {
    const cleaned = sanitizePhoneInput(raw);
    setPhone(cleaned);
    setTouched(true);
    setFormError(null);
    setInputError(phoneError(raw));
  };

  const visibleError = inputError ?? (touched && phone.length > 0 ? phoneError(phone) : null);
  const valid = isValidPhone(phone);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setFormError(SUBMIT_INVALID_PHONE);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await authApi.sendOtp(phone);
      toast.success(sharedMessages.otpSent);
      const state: OtpNavState = { phone };
      navigate(OTP_PATH, { replace: true, state });
    } catch (error) {
      if (getErrorCode(error) === 'NOT_REGISTERED') {
        setNotRegistered(phone);
      } else {
        const message = getErrorMessage(error, sharedMessages.sendOtpFailed);
        setFormError(message);
        toast.error(message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const openRegistration = () => window.open(config.registrationUrl, '_blank', 'noopener');

  return (
    <AuthFrame>
      <section className={styles.card} aria-labelledby="login-title">
        <p className={styles.eyebrow}>{t('existingSellerLogin')}</p>
        <h1 id="login-title" className={styles.title}>
          {isDesktop ? t('phoneTitleDesktop') : t('phoneTitleMobile')}
        </h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label className={styles.label} htmlFor="phone">
            {t('phoneLabel')}
          </label>
          <div className={`${styles.phoneField} ${visibleError || formError ? styles.invalid : ''}`}>
            <span className={styles.prefix} aria-hidden="true">
              +91
            </span>
            <input
              id="phone"
              name="phone"
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('phonePlaceholder')}
              value={phone}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={Boolean(visibleError || formError)}
              aria-describedby="phone-error"
              autoFocus={!isDesktop ? false : true}
            />
          </div>
          <p id="phone-error" className={styles.error} role="alert">
            {formError ?? visibleError ?? ''}
          </p>
          <button type="submit" className={styles.primary} disabled={!valid || submitting}>
            {submitting ? t('sending') : t('continue')}
          </button>
        </form>
        <div className={styles.divider} />
        <button type="button" className={styles.secondary} onClick={openRegistration}>
          {t('newSellerRegister')}
        </button>
        {isDesktop && (
          <div className={styles.desktopButtons}>
            <a className={styles.ghost} href={config.aboutUrl} target="_blank" rel="noopener noreferrer">
              {t('aboutUs')}
            </a>
            <a className={styles.ghost} href={`tel:+91${config.supportPhone}`}>
              {t('contactSupport')}
            </a>
          </div>
        )}
      </section>
      <footer className={styles.footer}>
        <Link to="/terms">{t('footerTerms')}</Link>
        <Link to="/privacy">{t('footerPrivacy')}</Link>
        <a href={config.aboutUrl} target="_blank" rel="noopener noreferrer">
          {t('footerAbout')}
        </a>
        <a href={`tel:+91${config.supportPhone}`}>{t('footerContact')}</a>
        {canInstall && (
          <button type="button" className={styles.linkButton} onClick={() => void install()}>
            {t('installApp')}
          </button>
        )}
      </footer>
      <NotRegisteredDialog
        phone={notRegistered}
        onClose={() => setNotRegistered(null)}
        onRegister={openRegistration}
      />
    </AuthFrame>
  );
}
