import { currentUserAtom, landingAfterSignIn, sessionKindAtom } from '@patrimo/shared/client';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@patrimo/shared/router';
import { fullPath, loginPathFor } from '../lib/login-path';
import type { Access } from './route-table';

export { fullPath, loginPathFor };

/** Where a saver whose e-mail is not confirmed yet must go first (spec §4 "Confirmation"). */
export const CONFIRMATION_PATH = '/app/confirmation';

/**
 * Whether a saver page must first send its visitor to the confirmation code: a saver known to be
 * unconfirmed, anywhere but the confirmation page. Until GET /users/me has answered (`confirmed` unknown)
 * nothing is decided, so a remembered session is not bounced around while it loads.
 */
export function needsConfirmation(confirmed: boolean | undefined, pathname: string): boolean {
  return confirmed === false && pathname !== CONFIRMATION_PATH;
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
 * - a saver on an advisory page goes to the app, an advisor on a saver page to /advisory;
 * - a saver who has not confirmed their e-mail goes to the confirmation code first.
 */
export function Guard({ access, requiresState, children }: GuardProps) {
  const kind = useAtomValue(sessionKindAtom);
  const user = useAtomValue(currentUserAtom);
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
  if (access === 'saver' && needsConfirmation(user?.confirmed, location.pathname)) {
    return <Navigate to={CONFIRMATION_PATH} replace />;
  }
  if (requiresState) {
    const state = location.state as Record<string, unknown> | null;
    if (!state || state[requiresState] !== true) return <Navigate to="/app/accounts/add" replace />;
  }
  return <>{children}</>;
}
