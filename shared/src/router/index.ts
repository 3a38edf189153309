/**
 * The router, as every app must use it: through @vd/shared.
 *
 * react-router is a page-wide singleton because @vd/shared is one: apps never import
 * `react-router`/`react-router-dom` themselves (a unit test in each app checks this). Sharing the
 * whole react-router package through Module Federation would ship all of it (server and cookie
 * helpers included) to every phone, because shared modules cannot be tree-shaken; re-exported from
 * here, only what the dashboard uses is bundled. Its declarative mode only: the data router
 * (`createBrowserRouter`, `RouterProvider`) would double the router's bytes on a first load.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  matchRoutes,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateOptions, NavLinkProps, LinkProps, RouteObject, To } from 'react-router-dom';

// The declarative router on a guarded history, with react-router's `useBlocker`.
export { GuardedRouter, browserHistory, useBlocker } from './GuardedRouter';
export { guardHistory } from './guard';
export type { Blocker, BlockerFunction, GuardedHistory } from './guard';

// An area's screen for a path of its route table (`areaScreens('<area>')` in '@vd/shared/contract').
export { resolveScreen } from './screens';
export type { ResolvedScreen, ScreenDef } from './screens';
