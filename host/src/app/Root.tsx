import { appStore, followSessionWithLiveChannel, loadIdentity, sessionKindAtom } from '@patrimo/shared/client';
import { PatrimoProviders, ToastViewport, useBrand, useDeclaredPageTitle } from '@patrimo/shared/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatches } from '@patrimo/shared/router';
import { useBrandChoice } from '../features/brand/brand-choice';
import { usePageViews } from '../features/monitoring/page-views';
import { CookieBanner } from '../features/preferences/CookieBanner';
import { useApiNavigation } from '../features/session/use-api-navigation';
import { useHydrated } from '../lib/use-hydrated';
import { useSignInWarmUp } from './use-sign-in-warm-up';
import type { RouteHandle } from './route-table';
import { documentTitle, routeTitles } from './route-titles';

// The expiry prompt (a modal) is only needed while someone is signed in.
const AutoLogoutPrompt = lazy(() => import('../features/session/AutoLogoutPrompt').then((m) => ({ default: m.AutoLogoutPrompt })));

function SessionPrompt() {
  const kind = useAtomValue(sessionKindAtom);
  // A pre-rendered page is the anonymous visitor's: a session's prompt joins once the page is hydrated.
  const hydrated = useHydrated();
  if (kind === null || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AutoLogoutPrompt />
    </Suspense>
  );
}

/** The innermost route's handle (its frame and page title), if it has one. */
function useRouteHandle(): Partial<RouteHandle> {
  const matches = useMatches();
  return [...matches].reverse().map((m) => (m.handle ?? {}) as Partial<RouteHandle>).find((handle) => handle.title !== undefined) ?? {};
}

function ShellEffects() {
  const brand = useBrand();
  const intl = useIntl();
  const { title } = useRouteHandle();
  useApiNavigation();
  useSignInWarmUp();
  usePageViews(brand.id);
  useEffect(() => {
    // Opening the product revalidates a remembered session; a 401 here goes to login with the redirect.
    const kind = appStore.get(sessionKindAtom);
    if (kind) loadIdentity(kind).catch(() => undefined);
  }, []);
  // The live channel opens while a saver is signed in and closes when the session ends (spec §4).
  useEffect(() => followSessionWithLiveChannel(), []);
  // Each screen has its own title (« Tableau de bord — Patrimo »): what a screen reader says first, what tells tabs apart.
  // A screen may name itself more precisely (« Synthèse · Assurance vie Horizon »): see `usePageTitle`.
  const declared = useDeclaredPageTitle();
  const screenTitle = declared ?? (title ? intl.formatMessage(routeTitles[title]) : null);
  const pageTitle = documentTitle(screenTitle, brand.title);
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  return null;
}

/** Root of every route: providers, shell-wide behaviours (toasts, cookie banner, auto-logout), then the page. */
export function Root() {
  const brand = useBrandChoice();
  return (
    // Every screen follows the person's theme, else the system's (public and lobby pages included).
    <PatrimoProviders brand={brand}>
      <ShellEffects />
      <Outlet />
      <CookieBanner />
      <SessionPrompt />
      <ToastViewport />
    </PatrimoProviders>
  );
}
