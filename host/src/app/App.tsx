import { lazy, type ReactNode, useMemo } from 'react';
import { browserHistory, GuardedRouter, Navigate, type RouteObject, type To, useLocation, useNavigate, useRoutes } from '@vd/shared/router';
import { I18nGate } from '@vd/shared/i18n/react';
import { setNavigator } from '@vd/shared/navigation';
import { AFTER_LOGIN_LOCALES } from '../core/i18n';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { LoginPage } from '../features/auth/LoginPage';
import { type LoginNavigation, LoginNavigationProvider } from '../features/auth/login-navigation';
import { OtpPage } from '../features/auth/OtpPage';
import { ShellErrorBoundary } from '../core/RouteError';
import { AREA_ROUTES, LOGIN_PATH, OTP_PATH, pageRoles, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from '../core/route-table';
import { loadShell } from '../features/shell/load-shell';

// The frame of the screens past the sign-in loads when one is shown. A route change is a transition,
// so the screen before it stays until the frame is in.
const RootLayout = lazy(() => loadShell().then((m) => ({ default: m.RootLayout })));
const PublicLayout = lazy(() => loadShell().then((m) => ({ default: m.PublicLayout })));
const AreaOutlet = lazy(() => loadShell().then((m) => ({ default: m.AreaOutlet })));

/**
 * The screens after the login page, held until their texts are in (at once in English).
 * Reached by a route change, a transition: the screen before stays meanwhile.
 */
function AfterLogin({ children }: { children: ReactNode }) {
  return <I18nGate bundles={AFTER_LOGIN_LOCALES}>{children}</I18nGate>;
}

/** The login page reached by a route change: it moves on with the router (login-navigation.tsx). */
function RoutedLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<LoginNavigation>(
    () => ({ pathname: location.pathname, state: location.state, navigate: (to, options) => void navigate(to, options) }),
    [location.pathname, location.state, navigate],
  );
  return (
    <LoginNavigationProvider value={navigation}>
      <LoginPage />
    </LoginNavigationProvider>
  );
}

function areaRoute(route: (typeof AREA_ROUTES)[number]): RouteObject {
  // The roles that may open the page, when not every role may (the outlet tells the others so).
  const roles = route.access ? pageRoles(route) : undefined;
  const element = <AreaOutlet key={route.area} area={route.area} roles={roles} />;
  return route.path === '/' && !route.public ? { index: true, element } : { path: route.path, element };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes = AREA_ROUTES.filter((route) => route.public);
  const protectedRoutes = AREA_ROUTES.filter((route) => !route.public);
  // Anything a screen throws is shown as the shell's error with Retry, never a blank page.
  const caught = (element: ReactNode) => <ShellErrorBoundary>{element}</ShellErrorBoundary>;
  return [
    { path: LOGIN_PATH, element: caught(<RoutedLoginPage />) },
    {
      path: OTP_PATH,
      element: caught(
        <AfterLogin>
          <OtpPage />
        </AfterLogin>,
      ),
    },
    {
      element: caught(
        <AfterLogin>
          <PublicLayout />
        </AfterLogin>,
      ),
      children: publicRoutes.map(areaRoute),
    },
    {
      element: caught(
        <ProtectedRoute>
          <AfterLogin>
            <RootLayout />
          </AfterLogin>
        </ProtectedRoute>,
      ),
      children: [
        ...protectedRoutes.map(areaRoute),
        // /vendor is where unknown paths land: the vendor's home, the store.
        { path: UNKNOWN_PATH_REDIRECT, element: <Navigate to={VENDOR_HOME} replace /> },
      ],
    },
    { path: '*', element: <Navigate to={UNKNOWN_PATH_REDIRECT} replace /> },
  ];
}

const routes = buildRoutes();

function RouteTable() {
  return useRoutes(routes);
}

/**
 * The screens of the route table, rendered inside `AppFrame` (bootstrap.tsx), by react-router's
 * declarative router on the page's guarded history. It reads the address bar when it first renders:
 * at the start of a page that does not open on /login, or when the login page opened first moves on.
 */
export function AppRoutes() {
  return (
    <GuardedRouter>
      <RouteTable />
    </GuardedRouter>
  );
}

/**
 * Moves the page to `to` before the routes render: the login page opened first moving on (its
 * history entry is the one the routes then read).
 */
export function moveTo(to: To, options?: { replace?: boolean; state?: unknown }): void {
  const { history } = browserHistory();
  if (options?.replace) history.replace(to, options.state);
  else history.push(to, options?.state);
}

/** Plain functions (token refresh failure, sign-out) navigate with the router from now on (through a screen's guard). */
export function connectNavigator(): void {
  setNavigator((path) => browserHistory().history.replace(path));
}
