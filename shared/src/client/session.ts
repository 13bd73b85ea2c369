import { createToken, revokeToken } from '../contract/auth';
import { getAdvisorProfile } from '../contract/advisor';
import { getMe } from '../contract/users';
import { callApi } from './call-api';
import { ApiHttpError } from './errors';
import { onUnauthorizedResponse } from './http';
import { storeTokens } from './refresh';
import { advisorAuthAtom, appStore, sessionKindAtom, tokensAtom, userAuthAtom, type SessionKind } from './state';

/** Roles that make a session an advisor session (spec §6). */
export const ADVISORY_ROLES = ['admin', 'advisor', 'manager'] as const;

export interface Credentials {
  username: string;
  password: string;
}

function markSaver(profileId: string): void {
  appStore.set(advisorAuthAtom, { authenticated: false, admin: false });
  appStore.set(userAuthAtom, { authenticated: true, profileId });
}

function markAdvisor(admin: boolean): void {
  appStore.set(userAuthAtom, { authenticated: false, profileId: null });
  appStore.set(advisorAuthAtom, { authenticated: true, admin });
}

/** Forgets every session locally (tokens and both stores). */
export function clearSession(): void {
  appStore.set(tokensAtom, null);
  appStore.set(userAuthAtom, { authenticated: false, profileId: null });
  appStore.set(advisorAuthAtom, { authenticated: false, admin: false });
}

/**
 * Loads who is signed in after a token grant (spec §4): a saver fetch rejected with `is_admin` turns
 * the session into an advisor session; an advisor fetch rejected with `not_admin`, or failing,
 * unauthenticates the advisor.
 */
export async function loadIdentity(prefer: SessionKind): Promise<SessionKind> {
  if (prefer === 'saver') {
    try {
      const user = await callApi(getMe);
      markSaver(user.id);
      return 'saver';
    } catch (error) {
      if (!(error instanceof ApiHttpError && error.has('is_admin'))) throw error;
    }
  }
  try {
    const advisor = await callApi(getAdvisorProfile);
    markAdvisor(advisor.admin);
    return 'advisor';
  } catch (error) {
    clearSession();
    throw error;
  }
}

/**
 * Signs in with the password grant. Signing in as a saver signs out any advisor and the reverse.
 * Resolves with the kind of session actually opened; rejects with an `ApiHttpError` whose codes are
 * those of spec §8 (invalid_grant, rate_limited…).
 */
export async function login(credentials: Credentials, prefer: SessionKind = 'saver'): Promise<SessionKind> {
  const answer = await callApi(createToken, { body: { grantType: 'password', ...credentials } });
  clearSession();
  storeTokens(answer);
  try {
    return await loadIdentity(prefer);
  } catch (error) {
    // Whatever failed, a half-open session must not survive.
    clearSession();
    throw error;
  }
}

/** Revokes both tokens on the server (best effort) and forgets the session. */
export async function logout(): Promise<void> {
  const tokens = appStore.get(tokensAtom);
  clearSession();
  if (!tokens) return;
  await Promise.allSettled([
    callApi(revokeToken, { body: { token: tokens.refreshToken } }),
    callApi(revokeToken, { body: { token: tokens.accessToken } }),
  ]);
}

// A 401 on a data call ends the session locally; the host then routes to the right login page.
onUnauthorizedResponse(() => {
  const kind = appStore.get(sessionKindAtom);
  clearSession();
  return kind;
});
