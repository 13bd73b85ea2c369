import { fromWire, toWire } from '../wire/case';
import { ApiHttpError, ApiNetworkError } from './errors';
import { http, onUnauthorizedResponse } from './http';
import { storeTokens } from './refresh';
import { advisorAuthAtom, appStore, sessionKindAtom, tokensAtom, userAuthAtom, type SessionKind } from './state';

/** Roles that make a session an advisor session (spec §6). */
export const ADVISORY_ROLES = ['admin', 'advisor', 'manager'] as const;

export interface Credentials {
  username: string;
  password: string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return fromWire(JSON.parse(text));
  } catch {
    return {};
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  try {
    return await http.post(path, { json: toWire(body) });
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
}

async function get(path: string): Promise<Response> {
  try {
    return await http.get(path);
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
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
    const response = await get('users/me');
    const body = await readJson(response);
    if (response.ok) {
      markSaver(String((body as { id?: unknown }).id ?? ''));
      return 'saver';
    }
    const error = ApiHttpError.fromBody(response.status, body);
    if (!error.has('is_admin')) throw error;
  }
  const response = await get('advisors/me');
  const body = await readJson(response);
  if (!response.ok) {
    clearSession();
    throw ApiHttpError.fromBody(response.status, body);
  }
  markAdvisor(Boolean((body as { admin?: unknown }).admin));
  return 'advisor';
}

/**
 * Signs in with the password grant. Signing in as a saver signs out any advisor and the reverse.
 * Resolves with the kind of session actually opened; rejects with an `ApiHttpError` whose codes are
 * those of spec §8 (invalid_grant, rate_limited…).
 */
export async function login(credentials: Credentials, prefer: SessionKind = 'saver'): Promise<SessionKind> {
  const response = await post('oauth/token', { grantType: 'password', ...credentials });
  const body = await readJson(response);
  if (!response.ok) throw ApiHttpError.fromBody(response.status, body);
  clearSession();
  storeTokens(body as { accessToken: string; refreshToken: string; expiresIn: number });
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
    post('oauth/revoke', { token: tokens.refreshToken }),
    post('oauth/revoke', { token: tokens.accessToken }),
  ]);
}

// A 401 on a data call ends the session locally; the host then routes to the right login page.
onUnauthorizedResponse(() => {
  const kind = appStore.get(sessionKindAtom);
  clearSession();
  return kind;
});
