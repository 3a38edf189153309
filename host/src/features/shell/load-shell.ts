import { loadAfterLoginTexts } from '../../core/i18n';
import { loadOnce } from '../../core/with-retries';

/**
 * The frame of the screens past the sign-in (this folder: the signed-in shell, the public pages'
 * frame, the area outlet), a chunk of its own that the login page does not download. Loaded once,
 * whoever asks first: the start of a page that opens on such a screen, the sign-in on its way
 * (`prepareShell`), or the router rendering one. A failed download is tried again (three times in
 * all); after that, the next call starts over.
 */
export const loadShell = loadOnce(() => import('./index'));

/**
 * Starts loading the frame of the screens past the sign-in, and the texts after the login page in the
 * page's language, ahead of need. Never rejects: the router's load and the texts' gate try again.
 */
export function prepareShell(): Promise<void> {
  return Promise.all([loadShell().catch(() => undefined), loadAfterLoginTexts()]).then(() => undefined);
}
