import { AREA_ROUTES, LOGIN_PATH, OTP_PATH } from './route-table';
import { areaToLoadEarly } from '../features/remotes/early-area';
import { loadAfterLoginTexts } from './i18n';

type Shell = typeof import('../features/shell');

let loading: Promise<Shell> | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again after a failure, `attempts` times in all, `delayMs` × the attempt's number apart. */
export async function withRetries<T>(load: () => Promise<T>, attempts = 3, delayMs = 1000): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await pause(delayMs * attempt);
    }
  }
}

/**
 * The frame of the screens past the sign-in (`features/shell`: the signed-in shell, the public pages'
 * frame, the area outlet), a chunk of its own that the login page does not download (decision 0061).
 * Loaded once, whoever asks first: the start of a page that opens on such a screen, the sign-in on its
 * way (`prepareShell`), or the router rendering one. A failed download is tried again (three times in
 * all); after that, the next call starts over.
 */
export function loadShell(): Promise<Shell> {
  loading ??= withRetries(() => import('../features/shell')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Starts loading the frame of the screens past the sign-in, and the texts after the login page in the
 * page's language, ahead of need. Never rejects: the router's load and the texts' gate try again.
 */
export function prepareShell(): Promise<void> {
  return Promise.all([loadShell().catch(() => undefined), loadAfterLoginTexts()]).then(() => undefined);
}

/**
 * Whether the page opens on a screen of that frame: any path but the sign-in's when signed in (an
 * unknown one lands on the store), a public screen (the policies) either way. Signed out, a protected
 * path goes to the sign-in, which does not need it.
 */
export function opensOnShell(pathname: string, signedIn: boolean, routes = AREA_ROUTES): boolean {
  if (pathname === LOGIN_PATH || pathname === OTP_PATH) return false;
  return signedIn || areaToLoadEarly(pathname, false, routes) !== undefined;
}
