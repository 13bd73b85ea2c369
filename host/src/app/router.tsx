import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from '@patrimo/shared/router';
import { NotFoundPage, ServerErrorPage } from '../features/errors/ErrorPages';
import { ShellErrorPage } from '../features/errors/ShellErrorPage';
import { RemoteMount } from '../features/remotes/RemoteMount';
import { LobbyLayout } from '../layouts/LobbyLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { Guard } from './guards';
import type { BrandFeatures } from '@patrimo/shared';
import { REDIRECTS, REMOTE_ROUTES, routesFor, type Layout, type RemoteRoute, type RouteHandle } from './route-table';
import { Root } from './Root';
import { loadShellLayout } from './shell-layout';


// The signed-in frames (app shell, navigation) load with the first signed-in page, not on public pages.
const AppLayout = lazy(() => loadShellLayout().then((m) => ({ default: m.AppLayout })));
const AdvisoryLayout = lazy(() => loadShellLayout().then((m) => ({ default: m.AdvisoryLayout })));

function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
    case 'lobby':
      return <LobbyLayout>{children}</LobbyLayout>;
    case 'app':
      return (
        <Suspense fallback={null}>
          <AppLayout>{children}</AppLayout>
        </Suspense>
      );
    case 'advisory':
      return (
        <Suspense fallback={null}>
          <AdvisoryLayout>{children}</AdvisoryLayout>
        </Suspense>
      );
  }
}

/**
 * Which routes of the table a page's router renders itself (`buildRoutes`). The application renders them all; the
 * public pages' entry (src/public) renders the pages the server sends as HTML and leaves the rest to the application.
 */
export type RenderedRoutes = (route: RemoteRoute) => boolean;

/**
 * A route the page does not render: the browser loads its document, which is the application's. As a loader that
 * never settles, the page on screen stays there until the new one replaces it, as after an ordinary link.
 */
function loadDocument({ request }: LoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

/**
 * Builds the router from the route table: each remote mount under its path, guarded and framed. Routes of a
 * feature the brand has off are left out (spec §6): their paths fall to the 404 page. `renders`: the routes this
 * page renders, when not all of them; the others, and the redirects, load the application's document.
 */
export function buildRoutes(features: BrandFeatures, renders?: RenderedRoutes): RouteObject[] {
  const mounted: RouteObject[] = routesFor(features).map((route) => {
    // A splat below every mount lets the remote own its sub-routes; `/` stays exact so it does not swallow everything.
    const path = route.path === '/' ? '/' : `${route.path}/*`;
    if (renders && !renders(route)) return { path, loader: loadDocument };
    return {
      path,
      handle: { layout: route.layout, title: route.title } satisfies RouteHandle,
      element: (
        <Guard access={route.access} requiresState={route.requiresState}>
          <Frame layout={route.layout}>
            {/* `key` remounts the loader when moving between two mounts of the same remote. */}
            <RemoteMount key={`${route.remote}:${route.mount}`} remote={route.remote} mount={route.mount} />
          </Frame>
        </Guard>
      ),
    };
  });
  // A path left out must not fall to a broader mount (`accounts/new/real-estate` is not a bank of `accounts/new/:bankId`).
  const absent: RouteObject[] = REMOTE_ROUTES.filter((route) => !routesFor(features).includes(route)).map((route) => ({
    path: `${route.path}/*`,
    element: <Navigate to="/404" replace />,
  }));
  const redirects: RouteObject[] = REDIRECTS.map((redirect) =>
    renders
      ? { path: redirect.path, loader: loadDocument }
      : {
          path: redirect.path,
          element: (
            <Guard access={redirect.access}>
              <Navigate to={redirect.to} replace />
            </Guard>
          ),
        },
  );
  return [
    {
      element: <Root />,
      // The shell's own failure, in French with a reload, instead of the router's default page in English.
      errorElement: <ShellErrorPage />,
      children: [
        ...mounted,
        ...absent,
        ...redirects,
        { path: '/404', handle: { layout: 'public', title: 'notFound' } satisfies RouteHandle, element: <PublicLayout><NotFoundPage /></PublicLayout> },
        { path: '/500', handle: { layout: 'public', title: 'serverError' } satisfies RouteHandle, element: <PublicLayout><ServerErrorPage /></PublicLayout> },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createRouter(features: BrandFeatures, renders?: RenderedRoutes) {
  return createBrowserRouter(buildRoutes(features, renders));
}

