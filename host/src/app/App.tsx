import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from '@vd/shared/router';
import { I18nGate } from '@vd/shared/i18n/react';
import { sharedLocaleBundles } from '@vd/shared/i18n';
import { Toaster } from '@vd/shared/toast';
import { hostLocaleBundles } from './i18n';
import { AreaOutlet } from '../features/remotes/AreaOutlet';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { LoginPage } from '../features/auth/LoginPage';
import { OtpPage } from '../features/auth/OtpPage';
import { InstallTutorialHost } from '../features/pwa/InstallTutorialHost';
import { RootLayout } from '../features/shell/RootLayout';
import { ShellRouteError } from '../features/shell/ShellError';
import { PublicLayout } from '../features/shell/PublicLayout';
import { AREA_ROUTES, LOGIN_PATH, OTP_PATH, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from './route-table';

function areaElement(area: (typeof AREA_ROUTES)[number]['area']) {
  return <AreaOutlet key={area} area={area} />;
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes = AREA_ROUTES.filter((route) => route.public);
  const protectedRoutes = AREA_ROUTES.filter((route) => !route.public);
  // Anything the router catches is shown as the shell's error with Retry, never its developer screen.
  const errorElement = <ShellRouteError />;
  return [
    { path: LOGIN_PATH, element: <LoginPage />, errorElement },
    { path: OTP_PATH, element: <OtpPage />, errorElement },
    {
      element: <PublicLayout />,
      errorElement,
      children: publicRoutes.map((route) => ({ path: route.path, element: areaElement(route.area) })),
    },
    {
      element: (
        <ProtectedRoute>
          <RootLayout />
        </ProtectedRoute>
      ),
      errorElement,
      children: [
        ...protectedRoutes.map((route) =>
          route.path === '/' ? { index: true, element: areaElement(route.area) } : { path: route.path, element: areaElement(route.area) },
        ),
        // /vendor is where unknown paths land: the vendor's home, the store.
        { path: UNKNOWN_PATH_REDIRECT, element: <Navigate to={VENDOR_HOME} replace /> },
      ],
    },
    { path: '*', element: <Navigate to={UNKNOWN_PATH_REDIRECT} replace /> },
  ];
}

const router = createBrowserRouter(buildRoutes());

/** The host's texts and @vd/shared's (header, toasts, install, offline) in the page's language. */
export const APP_LOCALES = [sharedLocaleBundles, hostLocaleBundles];

export function App() {
  return (
    <I18nGate bundles={APP_LOCALES}>
      <RouterProvider router={router} />
      <Toaster />
      <InstallTutorialHost />
    </I18nGate>
  );
}

export { router };
