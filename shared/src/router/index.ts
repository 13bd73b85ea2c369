/**
 * `@patrimo/shared/router`: the router every app imports (react-router 7), a federation singleton in place of
 * `react-router-dom` itself. A shared package is provided whole, since the builds that consume it are not known;
 * shared through this module, it is the names below that are provided, and the rest of react-router is left out of
 * the build (60 KB gzip whole). A name not here is added here first: importing `react-router-dom` directly would
 * load a second router, with its own contexts (eslint refuses it).
 *
 * The server render's static router (`createStaticHandler`…) is imported by host/src/prerender alone.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
