import type { User } from '../schemas/user-profile';
import {
  advisorAuthAtom,
  appStore,
  currentUserAtom,
  openedIntrosAtom,
  patchNoteAtom,
  privateModesAtom,
  tokensAtom,
  userAuthAtom,
  type StoredTokens,
} from './state';

/** Forgets every session locally (tokens and both stores). */
export function clearSession(): void {
  appStore.set(tokensAtom, null);
  appStore.set(currentUserAtom, null);
  appStore.set(userAuthAtom, { authenticated: false, profileId: null });
  appStore.set(advisorAuthAtom, { authenticated: false, admin: false });
}

/** A saver session: signing in as a saver signs out any advisor (spec §4). */
export function markSaver(user: User): void {
  appStore.set(advisorAuthAtom, { authenticated: false, admin: false });
  appStore.set(currentUserAtom, user);
  appStore.set(userAuthAtom, { authenticated: true, profileId: user.id });
}

/** An advisor session: signing in as an advisor signs out any saver (spec §4). */
export function markAdvisor(admin: boolean): void {
  appStore.set(userAuthAtom, { authenticated: false, profileId: null });
  appStore.set(currentUserAtom, null);
  appStore.set(advisorAuthAtom, { authenticated: true, admin });
}

/** Stores a token answer of `POST /oauth/token`, with its expiry as an instant. */
export function storeTokens(answer: { accessToken: string; refreshToken: string; expiresIn: number }, now = Date.now()): StoredTokens {
  const tokens: StoredTokens = {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    expiresAt: now + answer.expiresIn * 1000,
  };
  appStore.set(tokensAtom, tokens);
  return tokens;
}

/**
 * After an account deletion, forgets what this browser still remembers of the person beyond the session
 * that `clearSession()` clears: private modes, opened intros, the last patch note seen (spec §4: "then user
 * signed out and all data reset"). The device's own choices stay: theme, sidebar mode and cookie consent
 * are not personal data of the deleted account.
 */
export function forgetPersonalPreferences(): void {
  appStore.set(privateModesAtom, { app: false, advisory: false });
  appStore.set(openedIntrosAtom, []);
  appStore.set(patchNoteAtom, null);
}
