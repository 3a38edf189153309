/**
 * The vendor's language choice (issue 14): on the device (localStorage, through `setLocale`) and
 * on the vendor's account, so it follows them to a new phone.
 *
 * TODO(language-account): save to the account when signed in; adopt the account's language at
 * sign-in (see the issue-14 language helper's task).
 */
import { setLocale, type Locale } from '../i18n/locale';

/** The vendor picked `locale` in a language switch. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await setLocale(locale);
}
