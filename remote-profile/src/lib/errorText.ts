import { CLIENT_ERROR_CODES, isApiError } from '@vd/shared/api';
import { DEFAULT_LOCALE, getLocale } from '@vd/shared/i18n';

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/**
 * A failed call's own message, when the page can show it: the API writes English, so in
 * Hindi or Tamil only the client's own texts ('No Internet Connection', 'Session expired…', which
 * come from the catalogue) are kept; null otherwise, and the screen shows its catalogue text.
 */
export function messageInPageLanguage(error: unknown, message: string | null): string | null {
  if (message === null) return null;
  if (getLocale() === DEFAULT_LOCALE) return message;
  return isApiError(error) && (error.status === null || (error.code !== null && CLIENT_CODES.includes(error.code))) ? message : null;
}
