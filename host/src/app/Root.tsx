import { appStore, followSessionWithLiveChannel, loadIdentity, sessionKindAtom } from '@patrimo/shared/client';
import { PatrimoProviders, ToastViewport, useBrand } from '@patrimo/shared/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useBrandChoice } from '../features/brand/brand-choice';
import { CookieBanner } from '../features/preferences/CookieBanner';
import { useApiNavigation } from '../features/session/use-api-navigation';
import type { Layout } from './route-table';

// The expiry prompt (a modal) is only needed while someone is signed in.
const AutoLogoutPrompt = lazy(() => import('../features/session/AutoLogoutPrompt').then((m) => ({ default: m.AutoLogoutPrompt })));

function SessionPrompt() {
  const kind = useAtomValue(sessionKindAtom);
  if (kind === null) return null;
  return (
    <Suspense fallback={null}>
      <AutoLogoutPrompt />
    </Suspense>
  );
}

function ShellEffects() {
  const brand = useBrand();
  useApiNavigation();
  useEffect(() => {
    // Opening the product revalidates a remembered session; a 401 here goes to login with the redirect.
    const kind = appStore.get(sessionKindAtom);
    if (kind) loadIdentity(kind).catch(() => undefined);
  }, []);
  // The live channel opens while a saver is signed in and closes when the session ends (spec §4).
  useEffect(() => followSessionWithLiveChannel(), []);
  useEffect(() => {
    document.title = brand.title;
  }, [brand.title]);
  return null;
}

/** Root of every route: providers, shell-wide behaviours (toasts, cookie banner, auto-logout), then the page. */
export function Root() {
  const brand = useBrandChoice();
  const matches = useMatches();
  const layout = [...matches].reverse().map((m) => (m.handle as { layout?: Layout } | undefined)?.layout).find(Boolean);
  // Marketing and lobby pages are always light; the app and advisory areas follow the chosen theme.
  const forceLight = layout === 'public' || layout === 'lobby';
  return (
    <PatrimoProviders brand={brand} {...(forceLight ? { colorScheme: 'light' as const } : {})}>
      <ShellEffects />
      <Outlet />
      <CookieBanner />
      <SessionPrompt />
      <ToastViewport />
    </PatrimoProviders>
  );
}
