import type { User } from '../schemas/user-profile';
import { atom, createStore } from 'jotai/vanilla';
import { STORAGE_KEYS, readStored, writeStored, type StorageKey } from './storage';

/**
 * The cross-remote state (ARCHITECTURE §1 "shared"): one jotai store for the whole page.
 * `@patrimo/shared` is a federation singleton, so the host and every remote see this same store.
 * Atoms are vanilla (React-free) so the API client can read and write them too.
 */
export const appStore = createStore();

/** An atom mirrored to localStorage under `key`. */
function persistedAtom<T>(key: StorageKey, initial: T) {
  const base = atom<T>(readStored(key, initial));
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      set(base, next);
      writeStored(key, next);
    },
  );
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

/** OAuth tokens (spec §3: in local storage, expiry tracked). */
export const tokensAtom = persistedAtom<StoredTokens | null>(STORAGE_KEYS.tokens, null);

/** User store: authenticated flag and profile id (spec §3). */
export const userAuthAtom = persistedAtom<{ authenticated: boolean; profileId: string | null }>(STORAGE_KEYS.userAuth, {
  authenticated: false,
  profileId: null,
});

/** Advisor store: authenticated flag (spec §3) and the admin flag (spec §4). */
export const advisorAuthAtom = persistedAtom<{ authenticated: boolean; admin: boolean }>(STORAGE_KEYS.advisorAuth, {
  authenticated: false,
  admin: false,
});

/** The theme a person chose (spec §3: "main", the dark one, or "light"); `null` until they choose: the system's. */
export type ThemeName = 'main' | 'light';
export const themeAtom = persistedAtom<ThemeName | null>(STORAGE_KEYS.theme, null);

/** Private mode per area: amounts become five stars (spec §2). */
export const privateModesAtom = persistedAtom<{ app: boolean; advisory: boolean }>(STORAGE_KEYS.privateModes, {
  app: false,
  advisory: false,
});

export const cookiesAcceptedAtom = persistedAtom<boolean>(STORAGE_KEYS.cookiesAccepted, false);
export const sidebarModeAtom = persistedAtom<'expanded' | 'collapsed'>(STORAGE_KEYS.sidebarMode, 'expanded');
export const patchNoteAtom = persistedAtom<string | null>(STORAGE_KEYS.patchNote, null);
export const openedIntrosAtom = persistedAtom<string[]>(STORAGE_KEYS.openedIntros, []);

export type SessionKind = 'saver' | 'advisor';

/**
 * The signed-in saver as GET /users/me last answered (not persisted: it is reloaded at start). Screens read
 * the confirmation and completeness flags here; `reloadUser()` refreshes it after a change.
 */
export const currentUserAtom = atom<User | null>(null);

/** Which kind of session is open, if any. */
export const sessionKindAtom = atom<SessionKind | null>((get) =>
  get(advisorAuthAtom).authenticated ? 'advisor' : get(userAuthAtom).authenticated ? 'saver' : null,
);
