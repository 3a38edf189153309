import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClientLoaded, loadApiClient } from '@vd/shared/api';
import { applyDocumentLocale, getLocale } from '@vd/shared/i18n';
import { loadRuntimeConfig } from '@vd/shared/config';
import { setNavigator } from '@vd/shared/navigation';
import { ensureVendor, hasStoredSession } from '@vd/shared/session';
// The page-wide styles (@vd/shared/styles.css, ./app/global.css) are inlined in index.html.
import { AppFrame } from './app/AppFrame';
import { syncDocumentTitle } from './app/document-title';
import { loadApp } from './app/load-app';
import { StandaloneLogin, standaloneNavigation } from './app/StandaloneLogin';
import { areaAt, isLoginPath, isSignInPath, opensOnShell } from './core/area-at';
import { CONFIG_URL, takeEarlyFetch } from './core/early-fetches';
import { takeEarlyVendorRead } from './core/early-vendor';
import { APP_LOCALES, loadAfterLoginTexts } from './core/i18n';
import { RouteError } from './core/RouteError';
import type { LoginNavigation } from './features/auth/login-navigation';
import { registerServiceWorker } from './features/pwa/service-worker';
import { areaLoader } from './features/remotes/area-loader';
import { prefetchFirstReads } from './features/remotes/area-prefetch';
import { readRegistry } from './features/remotes/start-area';
import { loadShell, prepareShell } from './features/shell/load-shell';

/**
 * The page's start, in order:
 * 1. what the first render needs, asked for at once and side by side: the runtime config (the API's
 *    address) and the remote registry (index.html's early script has already asked for both), the
 *    page language's texts, the router (every page but /login) and, past the sign-in, the shell;
 * 2. signed in, the vendor's record (the header's shop name, the guard's check, the vendor id every
 *    read carries): the early script's answer, or asked for as soon as the API's address is known;
 * 3. once the registry is in, the area of the screen the page opens on (the entry has already
 *    started it), and, signed in, that area's first reads into the page's query cache (its `prefetch`);
 * 4. the first render: the router's screens, or the login page alone on /login.
 */
async function start() {
  applyDocumentLocale();
  const locale = getLocale();
  const signedIn = hasStoredSession();
  const path = window.location.pathname;
  const onSignIn = isSignInPath(path);
  // /login shows without the router; any other page needs the router and the route table.
  const app = isLoginPath(path) ? undefined : loadApp();
  app?.catch(() => undefined);
  const config = loadRuntimeConfig(CONFIG_URL, takeEarlyFetch('config'));
  const onOtpPage = onSignIn && !isLoginPath(path);
  const later = opensOnShell(path, signedIn) ? prepareShell() : onOtpPage ? loadAfterLoginTexts(locale) : undefined;
  const vendorKnown =
    signedIn && !onSignIn
      ? config
          .then(() => ensureVendor(takeEarlyVendorRead()))
          .then(Boolean)
          .catch(() => false)
      : Promise.resolve(false);
  const [, registry] = await Promise.all([config, readRegistry(), ...APP_LOCALES.map((bundles) => bundles.load(locale).catch(() => undefined))]);
  syncDocumentTitle();
  if (registry.problems.length > 0) console.warn('[remotes] registry problems:', registry.problems);
  // The screen's area (the entry has started it when index.html's early script named it); its
  // AreaOutlet gets the same load, and a failure is the outlet's to show (with Retry). Signed in, its
  // first reads start as soon as its module, the page's QueryClient and the vendor are in (marked on
  // <html> for support and tests).
  const area = areaAt(path, signedIn);
  if (area) {
    areaLoader.get(area).catch(() => undefined);
    // Signed in, the area's first reads need the API client: axios downloads beside the area's
    // module rather than after it (and not with the shell's own files, which it would slow).
    if (signedIn) {
      loadApiClient().catch(() => undefined);
      void prefetchFirstReads(area, {
        area: (name) => areaLoader.get(name),
        client: () => loadShell().then((shell) => shell.pageQueryClient()),
        vendorKnown,
      }).then((started) => {
        if (started) document.documentElement.dataset.firstReads = area;
      });
    }
  }
  await later;

  // A transition renders in slices of a few milliseconds instead of one long task on a slow phone;
  // the brand panel in index.html is on screen meanwhile.
  const root = createRoot(document.getElementById('root')!);
  const show = (page: ReactNode) => startTransition(() => root.render(<AppFrame>{page}</AppFrame>));
  const showApp = async (loading: Promise<typeof import('./app/App')>, before?: (app: typeof import('./app/App')) => Promise<void>) => {
    try {
      const routes = await loading;
      routes.connectNavigator();
      await before?.(routes);
      show(<routes.AppRoutes />);
    } catch (error) {
      // The router's chunk could not load (the network dropped): the shell's error with Retry.
      show(<RouteError reason={error instanceof Error ? error.message : String(error)} />);
    }
  };
  if (app) {
    await showApp(app);
  } else {
    // The login page first; a navigation away from it loads the router, moves it there, then renders
    // its screens (the toast of the code sent stays: the frame is the same element).
    const leave: LoginNavigation['navigate'] = (to, options) =>
      void showApp(loadApp(), async (routes) => {
        routes.moveTo(to, { replace: options?.replace, state: options?.state });
      });
    setNavigator((to) => leave(to, { replace: true }));
    show(<StandaloneLogin navigation={standaloneNavigation(leave)} />);
  }
  registerServiceWorker();
  // Support and test diagnostics: the page's one API client (the instance every area uses), so its
  // token refresh can be observed from the console, once it is loaded.
  void apiClientLoaded().then((apiClient) => Object.defineProperty(window, '__vdApi', { value: apiClient, configurable: true }));
}

void start();
