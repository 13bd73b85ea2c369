import { landingAfterSignIn, sessionKindAtom } from '@patrimo/shared/client';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Access } from './route-table';

/** The page a person was trying to reach, kept whole for after login (spec §2). */
export function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function loginPathFor(area: 'saver' | 'advisor', redirect: string): string {
  const base = area === 'advisor' ? '/advisory/login' : '/app/login';
  return `${base}?redirect=${encodeURIComponent(redirect)}`;
}

export interface GuardProps {
  access: Access;
  /** `location.state` flag the page requires (the accounts-load page is reachable only from the add form). */
  requiresState?: string | undefined;
  children: ReactNode;
}

/**
 * Route guards of spec §2:
 * - anonymous-only pages send a signed-in saver to the app and a signed-in advisor to /advisory
 *   (to the `redirect` query when it is a same-site page of their area);
 * - protected pages send a visitor to the right login with `?redirect=` holding the full wanted path;
 * - a saver on an advisory page goes to the app, an advisor on a saver page to /advisory.
 */
export function Guard({ access, requiresState, children }: GuardProps) {
  const kind = useAtomValue(sessionKindAtom);
  const location = useLocation();
  if (access === 'anonymous' && kind !== null) {
    // Signed in on a login page: go where the person wanted to go (the `redirect` query), else home.
    return <Navigate to={landingAfterSignIn(kind, new URLSearchParams(location.search).get('redirect'))} replace />;
  }
  if (access === 'saver' && kind !== 'saver') {
    return <Navigate to={kind === 'advisor' ? '/advisory' : loginPathFor('saver', fullPath(location))} replace />;
  }
  if (access === 'advisor' && kind !== 'advisor') {
    return <Navigate to={kind === 'saver' ? '/app' : loginPathFor('advisor', fullPath(location))} replace />;
  }
  if (requiresState) {
    const state = location.state as Record<string, unknown> | null;
    if (!state || state[requiresState] !== true) return <Navigate to="/app/accounts/add" replace />;
  }
  return <>{children}</>;
}
