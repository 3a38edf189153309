import { withRetries } from '../core/with-retries';

type AppModule = typeof import('./App');

let loading: Promise<AppModule> | undefined;

/**
 * The router, the route table and the screens it renders before the signed-in shell (the OTP page,
 * the guard): a chunk of its own, which a page that opens on /login does not wait for. Loaded once, whoever asks first: the start of any other page (index.html preloads its
 * files there), the login page while the vendor types, or the login page moving on. A failed
 * download is tried again (three times in all); after that, the next call starts over.
 */
export function loadApp(): Promise<AppModule> {
  loading ??= withRetries(() => import('./App')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
