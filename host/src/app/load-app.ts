import { loadOnce } from '../core/with-retries';

/**
 * The router, the route table and the screens it renders before the signed-in shell (the OTP page,
 * the guard): a chunk of its own, which a page that opens on /login does not wait for. Loaded once,
 * whoever asks first: the start of any other page (index.html preloads its files there), the login
 * page while the vendor types, or the login page moving on.
 */
export const loadApp = loadOnce(() => import('./App'));
