import type { LocaleBundle } from '@vd/shared/i18n';
import otp from './otp';
import shell from './shell';

/**
 * The host's texts of the screens after the login page in this language: the OTP page's and the
 * signed-in shell's (catalogue id → texts). Loaded once the vendor sends a number, or with a page that
 * opens on one of those screens, never with the login page: they have plurals, which need the ICU
 * formatter.
 */
export default {
  'host.otp': otp,
  'host.shell': shell,
} satisfies LocaleBundle;
