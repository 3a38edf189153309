import { getRuntimeConfig, supportPhone } from '@vd/shared/config';
import { LanguageSwitch } from '@vd/shared/ui/base';
import { t } from '../../core/messages';
import { useInstall } from '../pwa/install';
import { useIsDesktop } from '../shell/useMediaQuery';
import { AuthFrame } from './AuthFrame';
import styles from './auth.module.css';
import { sharedMessages } from '@vd/shared/i18n';
import { useOnline } from '../shell/useOnline';
import { NotRegisteredDialog } from './NotRegisteredDialog';
import { useLoginForm } from './useLoginForm';
import { PageLink } from './login-navigation';

export function LoginPage() {
  const isDesktop = useIsDesktop();
  const { canInstall, install } = useInstall();
  const config = getRuntimeConfig();
  // No number configured (outside demo mode): no Contact link rather than a wrong number.
  const supportNumber = supportPhone(config);
  const { phone, onChange, message, canSubmit, submitting, onSubmit, notRegistered, closeNotRegistered } = useLoginForm();
  // Signing in needs the network: said before the tap, not after it fails.
  const online = useOnline();
  const openRegistration = () => window.open(config.registrationUrl, '_blank', 'noopener');

  return (
    <AuthFrame>
      <section className={styles.card} aria-labelledby="login-title">
        <LanguageSwitch className={styles.language} />
        <p className={styles.eyebrow}>{t('existingSellerLogin')}</p>
        <h1 id="login-title" className={styles.title}>
          {isDesktop ? t('phoneTitleDesktop') : t('phoneTitleMobile')}
        </h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label className={styles.label} htmlFor="phone">
            {t('phoneLabel')}
          </label>
          <div className={`${styles.phoneField} ${message ? styles.invalid : ''}`}>
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
              aria-invalid={Boolean(message)}
              aria-describedby="phone-error"
              // biome-ignore lint/a11y/noAutofocus: on a desktop the phone field is the page's one task; phones skip it (no keyboard pop-up).
              autoFocus={isDesktop}
            />
          </div>
          <p id="phone-error" className={styles.error} role="alert">
            {message ?? (online ? '' : sharedMessages.noInternet)}
          </p>
          <button type="submit" className={styles.primary} disabled={!canSubmit || !online}>
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
            {supportNumber && (
              <a className={styles.ghost} href={`tel:+91${supportNumber}`}>
                {t('contactSupport')}
              </a>
            )}
          </div>
        )}
      </section>
      <footer className={styles.footer}>
        <PageLink to="/terms">{t('footerTerms')}</PageLink>
        <PageLink to="/privacy">{t('footerPrivacy')}</PageLink>
        <a href={config.aboutUrl} target="_blank" rel="noopener noreferrer">
          {t('footerAbout')}
        </a>
        {supportNumber && <a href={`tel:+91${supportNumber}`}>{t('footerContact')}</a>}
        {canInstall && (
          <button type="button" className={styles.linkButton} onClick={() => void install()}>
            {t('installApp')}
          </button>
        )}
      </footer>
      <NotRegisteredDialog phone={notRegistered} onClose={closeNotRegistered} onRegister={openRegistration} />
    </AuthFrame>
  );
}
