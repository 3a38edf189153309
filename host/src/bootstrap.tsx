import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addEarlyReads, apiClientLoaded, expectEarlyReads } from '@vd/shared/api';
import { getLocale } from '@vd/shared/i18n';
import { loadRuntimeConfig } from '@vd/shared/config';
import { setNavigator } from '@vd/shared/navigation';
import { applyDocumentLocale } from '@vd/shared/i18n';
// The page-wide styles (@vd/shared/styles.css, ./app/global.css) are inlined in index.html (decision 0022).
import { fetchRegistry } from './features/remotes/registry';
import { areaLoader } from './features/remotes/area-loader';
import { registerServiceWorker } from './features/pwa/service-worker';
import { APP_LOCALES, loadAfterLoginTexts } from './app/i18n';
import { LOGIN_PATH, OTP_PATH } from './app/route-table';
import { AppFrame } from './app/AppFrame';
import { loadApp } from './app/load-app';
import { StandaloneLogin, standaloneNavigation } from './app/StandaloneLogin';
import type { LoginNavigation } from './features/auth/login-navigation';
import { RouteError } from './app/RouteError';
import { syncDocumentTitle } from './app/document-title';
import { CONFIG_URL, takeBootFetch, takeEarlyReads } from './boot/boot-fetches';
import { areaToLoadEarly } from './features/remotes/early-area';
import { ensureVendor, hasStoredSession } from '@vd/shared/session';
import { loadShell, opensOnShell, prepareShell } from './app/shell';
import { prefetchFirstReads } from './features/remotes/area-prefetch';

/**
 * The rest in a task of its own (a timer, which Lighthouse's simulation follows to the task that set
 * it): the boot's files arrive in one task, React's compiled with them, and what ran on from there
 * (the modules' evaluation, then the start below up to its first wait on the network) made a task of
 * 15–50 ms in Lighthouse's unthrottled loads, often the page's longest (decision 0087).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  // Runtime config (API base URLs) and the remote registry are read in parallel; neither is
  // baked into the build, so operations can repoint them without rebuilding the host.
  // The chosen language's texts (Hindi, Tamil) load alongside; English has none to load. index.html
  // has already asked for both files while this JavaScript downloaded (boot-fetches.ts).
  // A page that opens after the login page also needs the texts of those screens and, past the
  // sign-in, their frame: what the login page does not load (decision 0061). Asked for now, beside
  // the rest, and awaited before the first render.
  applyDocumentLocale();
  const locale = getLocale();
  const signedIn = hasStoredSession();
  const path = window.location.pathname;
  // A page that opens on /login shows it without the router (decision 0064); any other page needs
  // the router and the route table, asked for now (index.html has preloaded their files).
  const app = path === LOGIN_PATH ? undefined : loadApp();
  app?.catch(() => undefined);
  const later = opensOnShell(path, signedIn) ? prepareShell() : path === OTP_PATH ? loadAfterLoginTexts(locale) : undefined;
  const config = loadRuntimeConfig(CONFIG_URL, takeBootFetch('config'));
  // Signed in, the vendor's record (the header's shop name, the guard's check) is read at once: from
  // the request index.html's script made as soon as config.json was in, if it made one, handed to
  // the API client first; the guard's own read joins this one (issue 25, decision 0063).
  const earlyReads = (takeEarlyReads() ?? Promise.resolve([])).then(addEarlyReads, () => undefined);
  // The screen's first reads, asked for by the same script as soon as the vendor's id was in
  // (decision 0066): handed over with the vendor's record, before the area's first reads start.
  const screenReads = (takeEarlyReads('screen') ?? Promise.resolve([])).then(addEarlyReads, () => undefined);
  // Until both are handed over, the client's GETs wait for them (a screen that renders first, on a
  // fast network or from the cache, would ask for the same page itself).
  expectEarlyReads(earlyReads);
  expectEarlyReads(screenReads);
  const vendorKnown =
    signedIn && opensOnShell(path, signedIn)
      ? Promise.all([config, earlyReads, screenReads])
          .then(() => ensureVendor())
          .then((vendor) => Boolean(vendor))
          .catch(() => false)
      : Promise.resolve(false);
  const [, registry] = await Promise.all([
    config,
    fetchRegistry(undefined, takeBootFetch('registry')),
    ...APP_LOCALES.map((bundles) => bundles.load(locale).catch(() => undefined)),
  ]);
  // Whatever of the reads above had already arrived, what follows (the registry, the area's load
  // and its first reads) starts in a task of its own too.
  await nextTask();
  syncDocumentTitle();
  if (registry.problems.length > 0) console.warn('[remotes] registry problems:', registry.problems);
  areaLoader.configure(registry.registry);
  // The screen's area starts loading now, beside the shell's first render (decision 0060); its
  // AreaOutlet gets the same load. A failure is the outlet's to show (with Retry).
  const early = areaToLoadEarly(path, signedIn);
  if (early) areaLoader.get(early).catch(() => undefined);
  // Signed in, its first reads too, as soon as its module, the page's QueryClient and the vendor are
  // in: they are answered or under way when the area renders (decision 0065).
  // Marked on <html> (`data-first-reads`) for support and the e2e tests.
  if (early && signedIn)
    void prefetchFirstReads(early, {
      area: (name) => areaLoader.get(name),
      client: () => loadShell().then((shell) => shell.pageQueryClient()),
      vendorKnown,
    }).then((started) => {
      if (started) document.documentElement.dataset.firstReads = early;
    });
  await later;

  // A transition renders in slices of a few milliseconds instead of one long task on a slow phone
  // (total blocking time, decision 0022); the brand panel in index.html is on screen meanwhile.
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
  // Support and test diagnostics: the page's one API client (same instance every area uses), so its
  // token refresh can be observed from the console, once it is loaded (decision 0063).
  void apiClientLoaded().then((apiClient) => Object.defineProperty(window, '__vdApi', { value: apiClient, configurable: true }));
}

void start();
