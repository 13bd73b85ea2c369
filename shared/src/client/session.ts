// Through the package name, not relative paths: in the browser `@patrimo/shared` is a federation
// singleton, and a relative import would bundle a second copy of the contract (and of zod) here.
import { createToken, getAdvisorProfile, getMe, revokeToken } from '@patrimo/shared';
import type { User } from '../schemas/user-profile';
import { callApi } from './call-api';
import { ApiHttpError, ApiNetworkError } from './errors';
import { runSessionHook } from './session-hooks';
import { clearSession, markAdvisor, markSaver, storeTokens } from './session-state';
import { appStore, tokensAtom, type SessionKind } from './state';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Loads who is signed in after a token grant, or revalidates a remembered session when the product opens
 * (spec §4): a saver fetch rejected with `is_admin` turns the session into an advisor session; an advisor
 * fetch rejected with `not_admin`, or failing, unauthenticates the advisor.
 *
 * "Failing" means the server answered with an error. A request that never got an answer (offline, or
 * cancelled because the person already opened another page) says nothing about the session: it is kept, as
 * a saver's is, and the next call tells (a 401 ends it through the client).
 */
export async function loadIdentity(prefer: SessionKind): Promise<SessionKind> {
  if (prefer === 'saver') {
    try {
      const user = await callApi(getMe);
      markSaver(user);
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
    if (!(error instanceof ApiNetworkError)) clearSession();
    throw error;
  }
}

/**
 * Signs in with the password grant. Signing in as a saver signs out any advisor and the reverse.
 * Resolves with the kind of session actually opened; rejects with an `ApiHttpError` whose codes are
 * those of spec §8 (invalid_grant, rate_limited…). The `onSignInStarted` hook has run already (`./index`'s `login`,
 * before this machinery loaded).
 */
export async function login(credentials: Credentials, prefer: SessionKind = 'saver'): Promise<SessionKind> {
  const answer = await callApi(createToken, { body: { grantType: 'password', ...credentials } });
  clearSession();
  storeTokens(answer);
  runSessionHook('onTokensStored', prefer);
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

/** Reloads the signed-in saver (GET /users/me) into `currentUserAtom`, e.g. after a profile change. */
export async function reloadUser(): Promise<User> {
  const user = await callApi(getMe);
  markSaver(user);
  return user;
}
