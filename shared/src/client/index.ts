/**
 * `@patrimo/shared/client`: the browser side of the contract.
 *
 * Light parts (session state, storage, error classes, redirects, navigation handlers) load with the
 * page. The API machinery (ky, zod schemas, token refresh) is a separate chunk loaded on the first call:
 * the functions below that touch it are async and import it on demand.
 */
import type { z } from 'zod';
import type { CallDefinition } from '../contract/define-call';
import type { CallOptions, DownloadedFile } from './call-api';
import type { Credentials } from './session';
import { appStore, sessionKindAtom, userAuthAtom, type SessionKind, type StoredTokens } from './state';
import type { User } from '../schemas/user-profile';
import { runSessionHook } from './session-hooks';

const api = () => import(/* webpackChunkName: "patrimo-api-client" */ './api');

/**
 * Performs one call of the contract: builds the URL, sends the body in snake_case, reads the answer in
 * camelCase and validates it against the response schema. Rejects with `ApiHttpError`,
 * `ApiNetworkError` or `ApiSchemaError`.
 *
 * @example
 * const me = await callApi(getMe);
 * const series = await callApi(getPortfolioSeries, { params: { id }, query: { from }, subject });
 */
export async function callApi<C extends CallDefinition>(call: C, options?: CallOptions<C>): Promise<z.output<C['response']>> {
  return (await api()).callApi(call, options);
}

/**
 * Performs a call that answers a file (`download` in its definition, e.g. the PDF statement): resolves with
 * the bytes and the server's file name; rejects with `ApiHttpError` or `ApiNetworkError`.
 */
export async function downloadApiFile<C extends CallDefinition>(call: C, options?: CallOptions<C>, fallbackName?: string): Promise<DownloadedFile> {
  return (await api()).downloadApiFile(call, options, fallbackName);
}

/**
 * Signs in with the password grant. Signing in as a saver signs out any advisor and the reverse.
 * Resolves with the kind of session actually opened (a saver account with an advisory role opens an
 * advisor session, spec §4); rejects with an `ApiHttpError` carrying the spec §8 codes.
 */
export async function login(credentials: Credentials, prefer: SessionKind = 'saver'): Promise<SessionKind> {
  // What the sign-in leads to starts loading now, beside the API machinery the grant needs first: not one after
  // the other (the host's hooks, `setSessionHooks`).
  runSessionHook('onSignInStarted', prefer);
  return (await api()).login(credentials, prefer);
}

/**
 * Starts loading the API machinery before a call needs it: a sign-in form calls it when it is being filled in, so
 * that « Se connecter » then waits for the network alone. Idempotent; a failed load is tried again by the call.
 */
export function preloadApiClient(): void {
  api().catch(() => undefined);
}

/** Revokes the tokens on the server (best effort) and forgets the session. */
export async function logout(): Promise<void> {
  return (await api()).logout();
}

/** Reloads who is signed in (GET /users/me, or /advisors/me for an advisor session). */
export async function loadIdentity(prefer: SessionKind): Promise<SessionKind> {
  return (await api()).loadIdentity(prefer);
}

/** Reloads the signed-in saver (GET /users/me) into `currentUserAtom`, e.g. after a profile change. */
export async function reloadUser(): Promise<User> {
  return (await api()).reloadUser();
}

/** Exchanges the refresh token for a new pair (one request for concurrent callers). */
export async function refreshTokens(): Promise<StoredTokens | null> {
  return (await api()).refreshTokens();
}

/** The key of an advisor session's channel: advisors hear about their customers (issue 16), not about a saver's own data. */
export const ADVISOR_LIVE_KEY = 'advisor';

/**
 * Whom the live channel belongs to: the signed-in saver (their id), an advisor session (`ADVISOR_LIVE_KEY`: the
 * channel tells it at once when a customer withdraws their access), or null when it must be closed.
 */
export function liveChannelKeyOf(kind: SessionKind | null, profileId: string | null): string | null {
  if (kind === 'advisor') return ADVISOR_LIVE_KEY;
  if (kind !== 'saver') return null;
  return profileId ?? 'saver';
}

function liveChannelKey(): string | null {
  return liveChannelKeyOf(appStore.get(sessionKindAtom), appStore.get(userAuthAtom).profileId);
}

let liveChannelLoaded = false;

/**
 * Ties the live channel to the session (spec §4): opened while a saver or an advisor is signed in, closed on
 * logout, on a 401 and on expiry (all of which clear the session), reopened for another person. The host calls it once;
 * it returns the function that unties it. Nobody signed in, nothing is downloaded.
 */
export function followSessionWithLiveChannel(): () => void {
  const apply = () => {
    if (liveChannelKey() === null && !liveChannelLoaded) return;
    liveChannelLoaded = true;
    api().then(
      (client) => {
        // Read again: the session may have changed while the client loaded.
        const key = liveChannelKey();
        if (key === null) client.stopLiveChannel();
        else client.startLiveChannel(key, { advisor: key === ADVISOR_LIVE_KEY });
      },
      // The client's chunk did not load (offline): the next session change tries again, and screens poll.
      () => undefined,
    );
  };
  apply();
  const unsubscribeKind = appStore.sub(sessionKindAtom, apply);
  const unsubscribeUser = appStore.sub(userAuthAtom, apply);
  return () => {
    unsubscribeKind();
    unsubscribeUser();
    if (liveChannelLoaded) api().then((client) => client.stopLiveChannel(), () => undefined);
  };
}

export type { CallOptions, DownloadedFile, Subject } from './call-api';
export type { Credentials } from './session';
export {
  ApiClientError,
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
} from './errors';
export { navigationHandlers, setApiNavigationHandlers, type ApiNavigationHandlers } from './navigation';
export { setSessionHooks, type SessionHooks } from './session-hooks';
export { landingAfterSignIn, safeRedirect } from './redirect';
export { clearSession, forgetPersonalPreferences, markAdvisor, markSaver, storeTokens } from './session-state';
export {
  advisorAuthAtom,
  appStore,
  cookiesAcceptedAtom,
  currentUserAtom,
  openedIntrosAtom,
  patchNoteAtom,
  privateModesAtom,
  sessionKindAtom,
  sidebarModeAtom,
  themeAtom,
  tokensAtom,
  userAuthAtom,
  type SessionKind,
  type StoredTokens,
  type ThemeName,
} from './state';
export { STORAGE_KEYS, STORAGE_PREFIX, readStored, writeStored } from './storage';
export {
  accountsRevisionAtom,
  liveConnectedAtom,
  notificationsRevisionAtom,
  syncProgressAtom,
  unreadNotificationsAtom,
  withdrawnCustomersAtom,
  type SyncProgress,
} from './live-state';
export { saveFile } from './save-file';
