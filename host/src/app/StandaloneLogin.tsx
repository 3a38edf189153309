import { LOGIN_PATH } from '../core/route-table';
import { LoginPage } from '../features/auth/LoginPage';
import { type LoginNavigation, LoginNavigationProvider } from '../features/auth/login-navigation';
import { loadApp } from './load-app';

/** The navigation state in the page's history entry, as the router keeps it (`usr`), or null. */
export function historyState(history: Pick<History, 'state'> = window.history): unknown {
  const entry: unknown = history.state;
  return entry && typeof entry === 'object' && 'usr' in entry ? (entry as { usr: unknown }).usr : null;
}

/**
 * The login page's navigation before the router has loaded. Staying on /login only
 * replaces the history entry's state (where the router will read it); going anywhere else is
 * `leave`'s (bootstrap.tsx: load the router, move it there, render its screens). While the vendor
 * types, the router's files are loaded ahead of the tap.
 */
export function standaloneNavigation(
  leave: LoginNavigation['navigate'],
  history: Pick<History, 'state' | 'replaceState'> = window.history,
  prepare: () => void = () => void loadApp().catch(() => undefined),
): LoginNavigation {
  return {
    pathname: LOGIN_PATH,
    state: historyState(history),
    navigate(to, options = {}) {
      if (to === LOGIN_PATH) {
        const entry: unknown = history.state;
        history.replaceState({ ...(entry && typeof entry === 'object' ? entry : {}), usr: options.state ?? null }, '');
        return;
      }
      leave(to, options);
    },
    prepare,
  };
}

/** The login page on a page that opened on it, before the router (bootstrap.tsx). */
export function StandaloneLogin({ navigation }: { navigation: LoginNavigation }) {
  return (
    <LoginNavigationProvider value={navigation}>
      <LoginPage />
    </LoginNavigationProvider>
  );
}
